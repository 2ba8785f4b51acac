import { File as NodeFile } from 'node:buffer';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { loadFormKit } from '@/components/forms/use-form-kit';
import { loadSheetFrame } from '@/components/ui/SheetDialog';
import { resetSandbox, server } from '@/mocks/node';
import { takeUntranslated } from '@/mocks/shared/http';
import { initApiClient } from '@/services/api/api-client';
import { appStore } from '@/store/shared/app-store';
import { requestContext, sessionTokens } from '@/store/shared/request-context';
import { takeContractViolations, watchSandboxAnswers } from './contract/sandbox-watch';
import { takeMissingTranslations } from './missing-translations';
import { translationFiles } from './translation-files';

// jsdom has no matchMedia (react-hot-toast asks for prefers-reduced-motion): nothing matches.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

// Requests go to the page's origin, as in the browser sandbox.
// jsdom has no object URLs; previews of picked photos only need a string.
URL.createObjectURL ??= () => 'blob:test-preview';
URL.revokeObjectURL ??= () => undefined;

// jsdom's Blob has no arrayBuffer() (every browser has it); photos are judged by their first bytes.
Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
  return new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(this);
  });
};

// A form the app sends goes through Node's fetch (undici), which from Node 24 on makes its files with
// the global File, jsdom's here, and then checks they are its own: a file reached the sandbox empty and
// reading the form back threw (vitest#9135). While undici fills or reads a form, File is Node's.
function nodeFileUntilRestored(): () => void {
  const jsdomFile = globalThis.File;
  globalThis.File = NodeFile as unknown as typeof File;
  return () => {
    globalThis.File = jsdomFile;
  };
}
const urlEncoded = { 'Content-Type': 'application/x-www-form-urlencoded' };
const NodeFormData = (await new Response('', { headers: urlEncoded }).formData()).constructor as typeof FormData;
type Append = (this: FormData, name: string, value: string | Blob, filename?: string) => void;
const append = NodeFormData.prototype.append as Append;
NodeFormData.prototype.append = function (this: FormData, ...args: Parameters<Append>) {
  const restore = nodeFileUntilRestored();
  try {
    append.apply(this, args);
  } finally {
    restore();
  }
};
// Node's Request, not vitest's jsdom wrapper of it: `request.clone()` makes one.
const NodeRequest = Object.getPrototypeOf(Request) as typeof Request;
const readForm = NodeRequest.prototype.formData;
NodeRequest.prototype.formData = async function (this: Request) {
  const restore = nodeFileUntilRestored();
  try {
    return await readForm.call(this);
  } finally {
    restore();
  }
};

// Every findBy*/waitFor waits up to 20 s: a wait is for what never comes, not a judgement of speed.
// On a shared two-core machine a screen's lazy chunks and MSW took over 5 s at load 18 (four suites
// at once); a passing test waits no longer for it. One setting, not a timeout in each test (the
// tests use this waitFor, not vi.waitFor, whose 1 s is its own).
configure({ asyncUtilTimeout: 20_000 });

// The form kit and the dialog frame, loaded once per file as a phone loads them once per visit: a form
// or a dialog renders at once, as it does on a second screen.
await Promise.all([loadFormKit(), loadSheetFrame()]);

// The translation files answer from the first hook on (a test file's beforeAll may start i18next)
// and again after each test's resetHandlers.
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  server.use(translationFiles);
  watchSandboxAnswers();
});
beforeEach(() => {
  server.use(translationFiles);
  resetSandbox();
  localStorage.clear();
  sessionStorage.clear();
  appStore.reset();
  // As the start sequence does: every call carries the store's language, country and token.
  initApiClient({ onSessionExpired: () => undefined, context: requestContext, tokens: sessionTokens });
});
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  // Every answer the sandbox gave in this test is one docs/api/openapi.yaml describes.
  const violations = await takeContractViolations();
  if (violations.length)
    throw new Error(`The sandbox answered outside docs/api/openapi.yaml:\n${violations.join('\n')}`);
  // Every message the sandbox wrote in this test has its Arabic (mocks/shared/messages-ar.ts).
  const untranslated = takeUntranslated();
  if (untranslated.length)
    throw new Error(
      `The sandbox sent messages with no Arabic (mocks/shared/messages-ar.ts): ${untranslated.join(' | ')}`,
    );
  // A screen showed a key of a namespace it never loaded (its route's in config/paths.ts, or its useTranslation) or no locale has.
  const missing = takeMissingTranslations();
  if (missing.length) throw new Error(`The screen showed translations it did not load: ${missing.join(' | ')}`);
});
afterAll(() => server.close());
