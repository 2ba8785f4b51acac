/**
 * A file of this page's build that cannot be had any more: after a deploy, a tab still on the build before
 * asks for a lazily loaded part (a dialog, a menu, a translation) that the server no longer has and that no
 * cache of the service worker kept (public/sw-versions.js keeps what that build's tabs loaded). Next
 * recovers a route's own files by loading the new page in full; the parts a screen loads itself are
 * recovered here the same way: the page loads again, into the build the server has now. Drafts keep what
 * was typed. Once a minute per address at most (a file missing from the new build too must not loop), and
 * never offline (a missing file there is the network's, not the build's).
 */

const GUARD = 'stale-build-reload';
const ONCE_PER_MS = 60_000;

/** The bundler's failure to load a chunk (Turbopack's and webpack's `ChunkLoadError`). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /^Failed to load chunk /.test(error.message));
}

interface Place {
  location: Pick<Location, 'pathname' | 'search' | 'reload'>;
  guard: Pick<Storage, 'getItem' | 'setItem'>;
  online: boolean;
  now: number;
}

const here = (): Place => ({
  location: window.location,
  guard: window.sessionStorage,
  online: navigator.onLine,
  now: Date.now(),
});

/** Whether a reload into the current build may be tried for this address now. */
export function mayReloadIntoCurrentBuild({ location, guard, online, now }: Place = here()): boolean {
  if (!online) return false;
  const [path, at] = (guard.getItem(GUARD) ?? '').split(' ');
  return path !== `${location.pathname}${location.search}` || now - Number(at) > ONCE_PER_MS;
}

/** Load this page again into the build the server has now; false (nothing done) when it may not. */
export function reloadIntoCurrentBuild(place: Place = here()): boolean {
  if (!mayReloadIntoCurrentBuild(place)) return false;
  const { location, guard, now } = place;
  guard.setItem(GUARD, `${location.pathname}${location.search} ${now}`);
  location.reload();
  return true;
}
