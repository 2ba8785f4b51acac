// The form kit's chunk in a build (components/forms/kit.ts: Formik, yup and the fields), found by the name
// it carries (`chunkName`), and the routes whose first screen is a form (they fetch it at once). Turbopack
// leaves out of an async chunk what its importer already has, so a build holds a few variants of the kit,
// one small module apart (docs/performance.md). Read by scripts/route-budget.mjs and scripts/bench-chunks.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The routes whose first screen is a form: sign-in, sign-up, password, contact, settings forms, the provider's account wizard and service area. */
export const LOADS_FORM_KIT =
  /\/(auth\/[^/]+|settings\/(change-password|close-account|edit-profile|notifications)|contact-us|create-account|services-location)$/;

/** The kit's chunk files (`static/chunks/….js`); throws when the build has none. */
export function formKitChunks(distDir) {
  const found = readdirSync(join(distDir, 'static/chunks'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `static/chunks/${file}`)
    .filter((file) => /["']form-kit["']/.test(readFileSync(join(distDir, file), 'utf8')));
  if (found.length < 1) throw new Error(`${distDir}: no form kit chunk`);
  return found;
}

/** The kit variant a route's own files load (none for a route without a form). */
export function formKitOf(distDir, routeFiles, kits = formKitChunks(distDir)) {
  const text = routeFiles.map((file) => readFileSync(join(distDir, file), 'utf8')).join('\n');
  return kits.find((kit) => text.includes(kit.replace(/^static\/chunks\//, '')));
}
