/**
 * What a bench page offers the runner (run.mjs): render one scenario into the
 * page's `#calendar` box and resolve once it has been painted. The runner
 * reads the browser's scripting time around this call, so nothing else may
 * happen on the page while it runs.
 */
export type BenchPage = {
  scenarios: readonly string[];
  /** Renders the scenario; resolves with the wall time (ms) from the call to the second animation frame after it. */
  render: (scenario: string) => Promise<number>;
};

declare global {
  interface Window {
    motorpoolBench?: BenchPage;
  }
}

/** Two frames: the first runs before the render's frame is painted, the second after it was. */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

export function exposeBenchPage(renderers: Record<string, (container: HTMLElement) => void>): void {
  const container = document.getElementById('calendar');
  if (!container) throw new Error('The bench page needs a #calendar box.');
  window.motorpoolBench = {
    scenarios: Object.keys(renderers),
    render(scenario) {
      const renderer = renderers[scenario];
      if (!renderer) return Promise.reject(new Error(`Unknown scenario ${scenario}; this page has ${Object.keys(renderers).join(', ')}.`));
      // In a task of its own: Chromium's ScriptDuration counts script run from timers, events and frames, not from the DevTools protocol's evaluation that calls this.
      return new Promise((resolve, reject) =>
        setTimeout(() => {
          const started = performance.now();
          try {
            renderer(container);
          } catch (error) {
            reject(error);
            return;
          }
          afterPaint().then(() => resolve(performance.now() - started), reject);
        }),
      );
    },
  };
}
