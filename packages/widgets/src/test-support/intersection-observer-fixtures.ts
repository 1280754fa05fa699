type Observed = { callback: IntersectionObserverCallback; targets: Element[]; instance: IntersectionObserver };

/**
 * A stand-in for IntersectionObserver, which jsdom lacks: install
 * `IntersectionObserver` as the global, then `intersect()` tells every live
 * observer that its targets came into view. Test-only.
 */
export function fakeIntersectionObserver() {
  const observers = new Set<Observed>();

  class FakeIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [0];
    private readonly observed: Observed;
    constructor(callback: IntersectionObserverCallback) {
      this.observed = { callback, targets: [], instance: this as unknown as IntersectionObserver };
      observers.add(this.observed);
    }
    observe(target: Element) {
      this.observed.targets.push(target);
    }
    unobserve(target: Element) {
      this.observed.targets = this.observed.targets.filter((candidate) => candidate !== target);
    }
    disconnect() {
      observers.delete(this.observed);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }

  return {
    IntersectionObserver: FakeIntersectionObserver as unknown as typeof IntersectionObserver,
    intersect() {
      for (const { callback, targets, instance } of [...observers]) {
        callback(
          targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          instance,
        );
      }
    },
    /** Observers still watching. */
    get live() {
      return observers.size;
    },
  };
}
