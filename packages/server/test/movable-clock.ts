import type { Clock } from '../src/clock';

export type MovableClock = Clock & { advance(ms: number): void; set(instant: Date): void };

/** A clock that stands still until a test moves it, so waits are tested without waiting. */
export function movableClock(start = new Date()): MovableClock {
  let now = start.getTime();
  return Object.assign(() => new Date(now), {
    advance(ms: number) {
      now += ms;
    },
    set(instant: Date) {
      now = instant.getTime();
    },
  });
}
