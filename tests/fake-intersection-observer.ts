import { act } from '@testing-library/react';

/**
 * The browser's IntersectionObserver, played by a test (`vi.stubGlobal('IntersectionObserver', FakeObserver)`):
 * each observer made, what it watches, and a way to scroll its elements into or out of its margin.
 */
export class FakeObserver {
  static made: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The watched elements come within the margin (true) or stay out of it. */
  move(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}
