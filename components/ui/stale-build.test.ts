// @vitest-environment node
import { isChunkLoadError, mayReloadIntoCurrentBuild, reloadIntoCurrentBuild } from './stale-build';

function place(overrides: { online?: boolean; now?: number; search?: string } = {}) {
  const stored = new Map<string, string>();
  return {
    location: { pathname: '/clients/contact-us', search: overrides.search ?? '', reload: vi.fn() },
    guard: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    online: overrides.online ?? true,
    now: overrides.now ?? 1_000_000,
  };
}

describe('a file of an older build', () => {
  it.each([
    ['Turbopack’s and webpack’s ChunkLoadError', Object.assign(new Error('x'), { name: 'ChunkLoadError' }), true],
    ['its message alone', new Error('Failed to load chunk /_next/static/chunks/a.js from module 12'), true],
    ['any other error', new Error('boom'), false],
    ['a thrown string', 'Failed to load chunk', false],
  ])('%s is a chunk that failed to load: %s', (_case, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it('loads the page again once a minute per address, never offline', () => {
    const first = place();
    expect(reloadIntoCurrentBuild(first)).toBe(true);
    expect(first.location.reload).toHaveBeenCalledTimes(1);
    // The new build is missing it too: no loop.
    expect(reloadIntoCurrentBuild({ ...first, now: first.now + 59_000 })).toBe(false);
    expect(first.location.reload).toHaveBeenCalledTimes(1);
    expect(mayReloadIntoCurrentBuild({ ...first, now: first.now + 61_000 })).toBe(true);
    // Another address may.
    expect(mayReloadIntoCurrentBuild({ ...first, location: { ...first.location, search: '?page=2' } })).toBe(true);
    const offline = place({ online: false });
    expect(reloadIntoCurrentBuild(offline)).toBe(false);
    expect(offline.location.reload).not.toHaveBeenCalled();
  });
});
