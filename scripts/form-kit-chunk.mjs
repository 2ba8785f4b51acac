// The form kit's chunk in a build (components/forms/kit.ts: Formik, yup and the fields), found by the name
// it carries (`chunkName`), and the routes whose page loads it at once (the routes with a form in their
// first screen). Read by scripts/route-budget.mjs and scripts/bench-chunks.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The routes whose first screen is a form: sign-in, sign-up, password, contact, settings forms, the provider's account wizard and service area. */
export const LOADS_FORM_KIT =
  /\/(auth\/[^/]+|settings\/(change-password|close-account|edit-profile|notifications)|contact-us|create-account|services-location)$/;

/** The kit's chunk file (`static/chunks/….js`); throws unless the build has exactly one. */
export function formKitChunk(distDir) {
  const found = readdirSync(join(distDir, 'static/chunks'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `static/chunks/${file}`)
    .filter((file) => /["']form-kit["']/.test(readFileSync(join(distDir, file), 'utf8')));
  if (found.length !== 1) throw new Error(`${distDir}: expected one form kit chunk, found ${found.length}`);
  return found[0];
}
