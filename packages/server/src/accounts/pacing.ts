/**
 * Resolves at `deadline` (a `performance.now()` reading), at once when it has
 * passed. Padding a response is about real elapsed time, not the time the
 * app acts at, so it runs on the monotonic timer rather than the clock.
 */
export function sleepUntil(deadline: number): Promise<void> {
  const wait = deadline - performance.now();
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}
