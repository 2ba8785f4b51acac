import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';

/**
 * The translation files as a test sees them: locales/translation-files.ts's URLs (under Vite,
 * `http://localhost:3000/locales/<language>/<namespace>.json`) answered from the files, as the built
 * app's `/_next/static/media/…` are.
 */
export const translationFiles = http.get(/\/locales\/(ar|en)\/[\w-]+\.json$/, ({ request }) =>
  HttpResponse.json(JSON.parse(readFileSync(join(process.cwd(), new URL(request.url).pathname), 'utf8'))),
);
