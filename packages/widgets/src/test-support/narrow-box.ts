import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Gives every observed element `width` pixels through a stand-in
 * ResizeObserver (jsdom has none and lays nothing out), so a table measuring
 * its box (ui/data-table/use-card-layout) takes the layout for that width.
 */
export function inBoxOfWidth(width: number) {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe(target: Element) {
          this.report([{ target, contentRect: { width, height: 600 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
