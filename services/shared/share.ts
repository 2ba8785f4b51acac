/**
 * Sharing a page of ours (issue 44: a provider's profile, a request's reference): the phone's share sheet
 * where the browser has one (Web Share API), else the message copied, else the message shown to select
 * and copy by hand. components/ui/ShareButton.tsx does what this says.
 */

/** What is shared: a title and a text in the reader's language, and the absolute link. */
export interface ShareMessage {
  title: string;
  text: string;
  url: string;
}

/** The ways a share can go: the share sheet, the clipboard, the message shown. */
export type ShareWay = 'sheet' | 'copy' | 'show';

/** The browser's share parts this rule reads (a `Navigator`, or a test's stand-in). */
export type ShareNavigator = Partial<Pick<Navigator, 'share' | 'canShare' | 'clipboard'>>;

/**
 * The ways to try, best first: the share sheet where `navigator.share` exists and `canShare` (where
 * there is one) accepts the message, the clipboard where it can be written, and showing it always last.
 */
export function shareWays(browser: ShareNavigator, message: ShareMessage): ShareWay[] {
  const sheet =
    typeof browser.share === 'function' && (typeof browser.canShare !== 'function' || browser.canShare(message));
  const copy = typeof browser.clipboard?.writeText === 'function';
  return [...(sheet ? (['sheet'] as const) : []), ...(copy ? (['copy'] as const) : []), 'show'];
}

/**
 * After a way failed: the person closed the share sheet (an `AbortError`): done, nothing to say, it is no
 * error; anything else (a refused permission, a sheet already open, no clipboard access): the next way.
 */
export function afterShareFailure(way: ShareWay, error: unknown): 'done' | 'next' {
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : null;
  return way === 'sheet' && name === 'AbortError' ? 'done' : 'next';
}

/** A path of ours (config/paths.ts) as the absolute link a recipient opens, on the site's origin. */
export function shareUrl(path: string, origin: string): string {
  return new URL(path, origin).href;
}

/** What the clipboard and the shown box carry: the text, then the link on a line of its own. */
export function sharedText({ text, url }: ShareMessage): string {
  return `${text}\n${url}`;
}

/**
 * A person's own text (a name) inside a shared message: its direction its own (Unicode's first strong
 * isolate, FSI…PDI), as `dir="auto"` keeps it on screen. Numbers and references use format.ts `ltr`.
 */
export function ownDirection(text: string): string {
  return `\u2068${text}\u2069`;
}
