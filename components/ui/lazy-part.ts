import { use } from 'react';

/**
 * A part of the app that one chunk holds and several screens share (the form kit, the dialog frame): one
 * `import()` target, so the bundler emits it once instead of copying it into each screen's chunk. `load()`
 * starts it (once; again after a failure); `usePart()` reads it in render and suspends until it is there,
 * then renders at once every time after (the promise is marked the way React's `use` reads it).
 */
export function lazyPart<Part>(importPart: () => Promise<Part>): { load: () => Promise<Part>; usePart: () => Part } {
  type Loading = Promise<Part> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: Part; reason?: unknown };
  let loading: Loading | undefined;
  let failed = false;
  const load = (): Promise<Part> => {
    if (!loading || failed) {
      failed = false;
      const promise: Loading = importPart();
      promise.then(
        (part) => Object.assign(promise, { status: 'fulfilled', value: part }),
        (reason: unknown) => {
          failed = true;
          Object.assign(promise, { status: 'rejected', reason });
        },
      );
      loading = promise;
    }
    return loading;
  };

  // A loaded part is returned as it is, without `use`: a component that suspends later in the same render
  // (its translations) is then retried like any other, also inside a test's synchronous act().
  const usePart = (): Part => {
    const current = loading;
    if (current && !failed && current.status === 'fulfilled') return current.value as Part;
    return use(load());
  };
  return { load, usePart };
}
