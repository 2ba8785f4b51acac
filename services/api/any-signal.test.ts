import { anySignal } from './any-signal';

describe('anySignal', () => {
  const native = AbortSignal.any;
  afterEach(() => {
    AbortSignal.any = native;
  });

  it.each([
    ['AbortSignal.any', false],
    ['a browser without AbortSignal.any', true],
  ])('aborts when either signal does, with its reason (%s)', (_browser, older) => {
    if (older) AbortSignal.any = undefined as unknown as typeof AbortSignal.any;
    const [first, second] = [new AbortController(), new AbortController()];
    const either = anySignal([first.signal, second.signal]);
    expect(either.aborted).toBe(false);
    second.abort('logout');
    expect(either.aborted).toBe(true);
    expect(either.reason).toBe('logout');
    expect(anySignal([AbortSignal.abort('gone'), first.signal]).aborted).toBe(true);
  });
});
