/** Resolves at `deadline` (epoch milliseconds), at once when it has passed. */
export function sleepUntil(deadline: number): Promise<void> {
  const wait = deadline - Date.now();
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}
