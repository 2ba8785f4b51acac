import { test as base, expect, type Page, type Response } from '@playwright/test';
import axe from 'axe-core';
import { FORCED_FAULT_HEADER, type FaultRule } from '../mocks/shared/control';
import { contractViolation, type Answer } from '../tests/contract/openapi';
import type { InboxMessage } from '../mocks/data/auth/inbox';
import type { NewRequest } from '../mocks/sandbox-create';
import type { SandboxState } from '../mocks/shared/db';

export interface LanguageOption {
  /** Each Playwright project runs the whole suite in one language. */
  language: 'ar' | 'en';
}

/** Driving the in-browser sandbox (docs/sandbox.md). */
export interface SandboxFixture {
  /** Before the first `app.goto`: start from a named scenario and/or with forced faults. */
  prepare(options: { scenario?: string; faults?: FaultRule[] }): Promise<void>;
  /** After the app is up: force a call to fail from now on. */
  fail(rule: FaultRule): Promise<void>;
  state(): Promise<SandboxState>;
  /** Every OTP and emailed link the sandbox "sent", newest last. */
  inbox(): Promise<InboxMessage[]>;
  /** After the app is up: build a request (`window.__sandbox.create.request`) and get its id. */
  createRequest(spec: NewRequest): Promise<number>;
  /**
   * Until this page's socket is subscribed for the user (by email): it opens after the first paint and a
   * chunk, and a quiet frame (a receipt) sent before it reaches nobody, as on a real backend.
   */
  untilListening(email: string): Promise<void>;
}

export interface AppFixture {
  /** Open a path in the project's language (`?lang=` on the first visit, as a person's link would). */
  goto(path: string): Promise<void>;
  /** Wait until the start sequence is over (the loading overlay is gone). */
  ready(): Promise<void>;
}

async function waitForApp(page: Page): Promise<void> {
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0, { timeout: 30_000 });
}

/** WCAG 2.1 A and AA, plus axe's best practices (landmarks, one h1, label-in-name). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe runs in the page itself, put there once per document: it stays while the app moves between its
 * screens. (@axe-core/playwright put its 550 KB source in twice a scan, ~1.4 s of a 2 s scan here,
 * and its default mode opens a blank page per scan; the app has no frames.) Only violations are gathered.
 */
async function axeFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const { violations } = await inPage.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, AXE_TAGS);
}

/** Screens (language, width, path) that passed axe in this worker. */
const scanned = new Set<string>();

/**
 * Fails the test with axe's findings on the screen (docs/architecture.md "Colour"); `state` names an
 * open state of it (a list open, a message shown) scanned apart from the screen as loaded. A screen
 * caught mid-redirect or mid-render is looked at again until it has settled; what is
 * still there after 10 s fails.
 */
export async function expectAccessible(page: Page, state = ''): Promise<void> {
  const viewport = page.viewportSize();
  const screen = `${await page.locator('html').getAttribute('lang')} ${viewport?.width ?? 0} ${new URL(page.url()).pathname} ${state}`;
  // A screen (path × language × width) passed once in this worker is not scanned again:
  // most tests pass through the same sign-in screen, and axe costs 1–2 s a scan on CI.
  if (scanned.has(screen)) return;
  // A redirect in the middle of the scan (a signed-out visit sent to the login) ends it: none found
  // yet. It shows as a destroyed context, or as axe missing from the new document it was to run in.
  const first = await axeFindings(page).catch((error: Error) => {
    if (/Execution context was destroyed|reading 'run'/.test(error.message))
      return ['(the page navigated during the scan)'];
    throw error;
  });
  if (first.length === 0) {
    scanned.add(screen);
    return;
  }
  // Looked at again until it settles (a heading that renders after its data, on a loaded machine):
  // a finding still there after 10 s fails.
  await expect
    .poll(() => axeFindings(page).catch(() => ['(the page navigated during the scan)']), {
      message: `axe on ${page.url()}`,
      intervals: [1_000, 2_000, 3_000],
      timeout: 10_000,
    })
    .toEqual([]);
  scanned.add(screen);
}

interface Violation {
  directive: string;
  blockedURI: string;
  sample: string;
  page: string;
}

/** Whether the page's own origin answered: the in-page sandbox does; a live build's backend is another origin. */
function samePageOrigin(response: Response): boolean {
  try {
    return new URL(response.url()).origin === new URL(response.frame().url()).origin;
  } catch {
    return false;
  }
}

/**
 * A sandbox answer as it left the service worker; null when it is QA's forced fault or its body is gone (the page
 * moved on), or when it is a live build's backend answer that the app's worker passed on (issue 35): the minimal
 * backend leaves fields out on purpose.
 */
async function sandboxAnswer(response: Response): Promise<Answer | null> {
  const headers = response.headers();
  if (
    !response.url().includes('/api/v1/') ||
    !response.fromServiceWorker() ||
    !samePageOrigin(response) ||
    headers[FORCED_FAULT_HEADER.toLowerCase()]
  )
    return null;
  const body = await response.text().catch(() => null);
  if (body === null) return null;
  return { method: response.request().method(), url: response.url(), status: response.status(), body, headers };
}

export const test = base.extend<
  LanguageOption & { app: AppFixture; sandbox: SandboxFixture; policyWatch: void; contractWatch: void }
>({
  language: ['ar', { option: true }],
  // Every test, automatically: a Content-Security-Policy violation anywhere in it fails it.
  policyWatch: [
    async ({ page }, use, testInfo) => {
      const violations: Violation[] = [];
      await page.exposeFunction('__reportPolicyViolation', (v: Violation) => violations.push(v));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as { __reportPolicyViolation: (v: Violation) => void })
            .__reportPolicyViolation;
          report({
            directive: e.effectiveDirective,
            blockedURI: e.blockedURI,
            sample: e.sample,
            page: location.pathname,
          });
        });
      });
      await use();
      // A test may name the directives it provokes on purpose (annotation `csp-expected`), e.g. the
      // inline handlers of hostile markup that the browser refuses while the sanitiser parses it.
      const expected = new Set(
        testInfo.annotations.filter((note) => note.type === 'csp-expected').map((note) => note.description),
      );
      expect(
        violations.filter((v) => !expected.has(v.directive)),
        'Content-Security-Policy violations',
      ).toEqual([]);
    },
    { auto: true },
  ],
  // Every test, automatically: each sandbox answer is one docs/api/openapi.yaml describes (checked in Node at the end).
  contractWatch: [
    async ({ page }, use) => {
      const answers: Promise<Answer | null>[] = [];
      page.on('response', (response) => answers.push(sandboxAnswer(response)));
      await use();
      const read = await Promise.all(answers);
      const violations = read
        .flatMap((answer) => (answer ? [contractViolation(answer)] : []))
        .filter((violation) => violation !== null);
      expect(violations, 'sandbox answers outside docs/api/openapi.yaml').toEqual([]);
    },
    { auto: true },
  ],
  app: async ({ page, language }, use) => {
    let first = true;
    await use({
      goto: async (path) => {
        const url = new URL(path, 'http://placeholder');
        if (first) url.searchParams.set('lang', language);
        first = false;
        await page.goto(`${url.pathname}${url.search}${url.hash}`);
        await waitForApp(page);
        await expectAccessible(page);
      },
      ready: async () => {
        await waitForApp(page);
        await expectAccessible(page);
      },
    });
  },
  sandbox: async ({ page }, use) => {
    await use({
      prepare: async ({ scenario, faults = [] }) => {
        await page.addInitScript(
          ({ scenario: name, faults: rules }) => {
            if (sessionStorage.getItem('e2e-prepared')) return;
            sessionStorage.setItem('e2e-prepared', '1');
            if (name) localStorage.setItem('SANDBOX_SCENARIO', name);
            localStorage.setItem('SANDBOX_CONTROL', JSON.stringify({ faults: rules, clockOffsetMs: 0 }));
          },
          { scenario, faults },
        );
      },
      fail: async (rule) => {
        await page.evaluate((r) => window.__sandbox?.fail(r), rule);
      },
      state: () => page.evaluate(() => window.__sandbox!.state()),
      inbox: () => page.evaluate(() => window.__sandbox!.inbox()),
      createRequest: (spec) => page.evaluate((s) => window.__sandbox!.create.request(s), spec),
      untilListening: (email) =>
        expect.poll(() => page.evaluate((e) => window.__sandbox!.listening(e), email)).toBeGreaterThan(0),
    });
  },
});

export { expect };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's URL ends at this href (built with config/paths.ts): `toHaveURL(urlIs(paths.home.getHref('client')))`. */
export function urlIs(href: string): RegExp {
  return new RegExp(`${escaped(href)}$`);
}

/** The URL goes on past this href (a query, a dialog's hash): `urlStartsWith(`${paths.auth.login.getHref('client')}?next=`)`. */
export function urlStartsWith(href: string): RegExp {
  return new RegExp(escaped(href));
}

/** Stands for any numeric id in an href given to `hrefLike`. */
export const ANY_ID = 'ANY_ID';

/** An href with any id where `ANY_ID` stands: `hrefLike(paths.work.getHref(ANY_ID))`. */
export function hrefLike(href: string): RegExp {
  return new RegExp(`^${escaped(href).replaceAll(ANY_ID, '\\d+')}$`);
}
