/** Where code that acts at a time reads it: the server passes the system's, tests one they move. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that runs with the system's but can be put forward: the server's own under TEST_CONTROLS, for end-to-end journeys. */
export type AdjustableClock = Clock & { advance(ms: number): void };

export function adjustableClock(base: Clock): AdjustableClock {
  let offset = 0;
  return Object.assign(() => new Date(base().getTime() + offset), {
    advance(ms: number) {
      offset += ms;
    },
  });
}
