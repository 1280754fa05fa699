// @ts-check
/**
 * Booking calendar render benchmark: the Motorpool calendar and
 * FullCalendar's open-source views on the same 5,000 bookings, first render
 * in Debian's Chromium, scripting time read from the DevTools protocol.
 *
 *   pnpm --filter @motorpool/widgets bench
 *   BENCH_RUNS=3 BENCH_ONLY=motorpool-month,fullcalendar-month pnpm --filter @motorpool/widgets bench
 *   BENCH_PROFILE=/tmp/calendar-profiles pnpm --filter @motorpool/widgets bench   # plus a CPU profile and a screenshot per scenario
 *   CHROMIUM_PATH=/path/to/chrome pnpm --filter @motorpool/widgets bench
 *
 * Exits 1 when a Motorpool first render's median scripting exceeds the budget.
 * See docs/performance.md, "Booking calendar".
 */
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const SCRIPTING_BUDGET_MS = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SCROLL_STEPS = 20;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PROFILE_DIR = process.env.BENCH_PROFILE;
const here = fileURLToPath(new URL('.', import.meta.url));

/** @typedef {{ name: string; page: 'motorpool' | 'fullcalendar'; budget: boolean }} Scenario */
/** @type {Scenario[]} */
const ALL_SCENARIOS = [
  { name: 'motorpool-month', page: 'motorpool', budget: true },
  { name: 'fullcalendar-month', page: 'fullcalendar', budget: false },
  { name: 'motorpool-week', page: 'motorpool', budget: true },
  { name: 'fullcalendar-week', page: 'fullcalendar', budget: false },
  { name: 'motorpool-timeline-day', page: 'motorpool', budget: true },
  { name: 'motorpool-timeline-week', page: 'motorpool', budget: true },
];
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const scenarios = only ? ALL_SCENARIOS.filter((scenario) => only.includes(scenario.name)) : ALL_SCENARIOS;
const unknown = only?.filter((name) => !ALL_SCENARIOS.some((scenario) => scenario.name === name)) ?? [];
// A mistyped name would otherwise measure nothing and report the budget met.
if (unknown.length > 0)
  throw new Error(`BENCH_ONLY: no scenario ${unknown.join(', ')}; there are ${ALL_SCENARIOS.map((scenario) => scenario.name).join(', ')}.`);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a whole number from 1, not ${process.env.BENCH_RUNS}.`);

/** @param {number[]} values @param {number} fraction nearest rank, so the p90 of seven runs is the slowest */
function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}
const median = (/** @type {number[]} */ values) => percentile(values, 0.5);
const ms = (/** @type {number} */ value) => (Number.isFinite(value) ? value.toFixed(1) : '–');

const CONTENT_TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };

/** Serves the built pages on 127.0.0.1 at a port the system picks. @param {string} root */
async function serve(root) {
  const server = createServer(async (request, response) => {
    try {
      const path = normalize(join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://bench').pathname)));
      if (!path.startsWith(root + sep)) return void response.writeHead(403).end();
      const body = await readFile(path);
      response
        .writeHead(200, { 'content-type': CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (extname(path))] ?? 'application/octet-stream' })
        .end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The bench server has no port.');
  return { origin: `http://127.0.0.1:${address.port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The main thread's cumulative counters (seconds in the protocol, ms here). @param {import('playwright-core').CDPSession} cdp */
async function threadTimes(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (/** @type {string} */ name) => (metrics.find((metric) => metric.name === name)?.value ?? NaN) * 1000;
  return {
    script: value('ScriptDuration'),
    task: value('TaskDuration'),
    layout: value('LayoutDuration') + value('RecalcStyleDuration'),
  };
}

/** @param {Awaited<ReturnType<typeof threadTimes>>} before @param {Awaited<ReturnType<typeof threadTimes>>} after */
const spent = (before, after) => ({ script: after.script - before.script, task: after.task - before.task, layout: after.layout - before.layout });

/**
 * A fresh page with the bench data loaded (its module has run), quiet,
 * with the protocol's counters on.
 * @param {import('playwright-core').BrowserContext} context @param {string} url
 */
async function openPage(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url);
  await page.waitForFunction(() => window.motorpoolBench !== undefined);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return { page, cdp };
}

/**
 * One first render on a fresh page: scripting, whole tasks and style+layout
 * from the protocol, wall time from the page, and the DOM it left.
 * With `profilePath` (a path without extension), also a CPU profile of the render and a screenshot after it.
 * @param {import('playwright-core').BrowserContext} context @param {string} origin @param {Scenario} scenario @param {string | undefined} profilePath
 */
async function measureFirstRender(context, origin, scenario, profilePath) {
  const { page, cdp } = await openPage(context, `${origin}/${scenario.page}.html`);
  try {
    if (profilePath) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const before = await threadTimes(cdp);
    const wall = await page.evaluate((name) => /** @type {NonNullable<Window['motorpoolBench']>} */ (window.motorpoolBench).render(name), scenario.name);
    const after = await threadTimes(cdp);
    if (profilePath) {
      const { profile } = await cdp.send('Profiler.stop');
      await writeFile(`${profilePath}.cpuprofile`, JSON.stringify(profile));
      await page.screenshot({ path: `${profilePath}.png` });
      printProfileSummary(scenario.name, profile);
    }
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    return { ...spent(before, after), wall, domNodes };
  } finally {
    await page.close();
  }
}

/**
 * The 500-vehicle timeline scrolled from top to bottom in equal steps, each
 * step waited to its painted frame: the scripting of the slowest step, the
 * longest task the page saw ('longtask' entries are tasks over 50 ms), and
 * how many rows were in the DOM at the bottom (virtualised: a screenful).
 * @param {import('playwright-core').BrowserContext} context @param {string} origin
 */
async function measureTimelineScroll(context, origin) {
  const { page, cdp } = await openPage(context, `${origin}/motorpool.html`);
  try {
    await page.evaluate(() => /** @type {NonNullable<Window['motorpoolBench']>} */ (window.motorpoolBench).render('motorpool-timeline-day'));
    const found = await page.evaluate(() => {
      // The timeline's scroll area: the calendar's element that scrolls furthest vertically.
      const scrollers = [...document.querySelectorAll('#calendar *')].filter(
        (element) => element.scrollHeight > element.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(element).overflowY),
      );
      const scroller = scrollers.sort((a, b) => b.scrollHeight - b.clientHeight - (a.scrollHeight - a.clientHeight))[0];
      if (!scroller) return null;
      scroller.setAttribute('data-bench-scroller', '');
      const tasks = /** @type {number[]} */ ([]);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask' });
      Object.assign(window, { benchLongTasks: tasks });
      return { scrollRange: scroller.scrollHeight - scroller.clientHeight };
    });
    if (!found) throw new Error('The timeline has no vertical scroll area: are its rows virtualised inside a scrolling box?');
    const steps = [];
    for (let step = 1; step <= SCROLL_STEPS; step++) {
      const before = await threadTimes(cdp);
      const wall = await page.evaluate(
        async ({ step, steps }) => {
          const scroller = /** @type {HTMLElement} */ (document.querySelector('[data-bench-scroller]'));
          // From a timer, as bench-page.ts renders: script run by the protocol's own evaluation is not counted as scripting.
          const started = await new Promise((resolve) =>
            setTimeout(() => {
              resolve(performance.now());
              scroller.scrollTop = Math.round(((scroller.scrollHeight - scroller.clientHeight) * step) / steps);
            }),
          );
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return performance.now() - started;
        },
        { step, steps: SCROLL_STEPS },
      );
      steps.push({ ...spent(before, await threadTimes(cdp)), wall });
    }
    const bottom = await page.evaluate(() => {
      const grid = document.querySelector('#calendar [role="grid"][aria-rowcount]');
      const rendered = [...document.querySelectorAll('#calendar [aria-rowindex]')].map((row) => Number(row.getAttribute('aria-rowindex')));
      const longTasks = /** @type {number[]} */ (/** @type {any} */ (window).benchLongTasks);
      return {
        rowCount: Number(grid?.getAttribute('aria-rowcount')),
        renderedRows: rendered.length,
        lastRowIndex: Math.max(...rendered),
        longestTask: Math.max(0, ...longTasks),
        longTasks: longTasks.length,
      };
    });
    return {
      scrollRange: found.scrollRange,
      slowestStepScript: Math.max(...steps.map((step) => step.script)),
      slowestStepTask: Math.max(...steps.map((step) => step.task)),
      slowestStepWall: Math.max(...steps.map((step) => step.wall)),
      ...bottom,
    };
  } finally {
    await page.close();
  }
}

/**
 * Where a profiled render spent its time: self time summed per function
 * (name, file, line), the fifteen largest.
 * @param {string} scenario @param {{ nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[]; samples?: number[]; timeDeltas?: number[] }} profile
 */
function printProfileSummary(scenario, profile) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<string, number>} */
  const selfTime = new Map();
  (profile.samples ?? []).forEach((nodeId, index) => {
    const frame = byNode.get(nodeId)?.callFrame;
    if (!frame) return;
    const key = `${frame.functionName || '(anonymous)'}  ${frame.url.split('/').at(-1) ?? ''}:${frame.lineNumber + 1}`;
    selfTime.set(key, (selfTime.get(key) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
  });
  console.log(`\nProfile of ${scenario} (self time, ms):`);
  for (const [frame, time] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${ms(time).padStart(7)}  ${frame}`);
}

/** @param {string[][]} rows */
function printTable(rows) {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows)
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '));
}

async function main() {
  const outDir = await mkdtemp(join(tmpdir(), 'motorpool-calendar-bench-'));
  try {
    // Profiles name functions only in an unminified build; such a run's numbers are for finding costs, not for the docs.
    console.log(`Building the bench pages (Vite, production${PROFILE_DIR ? ', unminified for readable profiles' : ''})…`);
    await build({ configFile: join(here, 'vite.config.ts'), build: { outDir, minify: !PROFILE_DIR } });
    const server = await serve(outDir);
    // Root has no user namespace to sandbox into in containers; elsewhere keep Chromium's sandbox.
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: process.getuid?.() === 0 ? ['--no-sandbox'] : [] });
    try {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      console.log(
        `Chromium ${browser.version()}, ${cpus().length} cores (load average ${loadavg()[0]?.toFixed(1)}), ${RUNS} runs per scenario, one fresh page per run.`,
      );

      /** @type {Map<string, Awaited<ReturnType<typeof measureFirstRender>>[]>} */
      const results = new Map(scenarios.map((scenario) => [scenario.name, []]));
      /** @type {Awaited<ReturnType<typeof measureTimelineScroll>>[]} */
      const scrolls = [];
      const scrollIncluded = !only || only.includes('motorpool-timeline-day');
      // Round-robin, so a busy moment of the shared machine lands on every scenario rather than on one.
      for (let run = 0; run < RUNS; run++) {
        for (const scenario of scenarios) results.get(scenario.name)?.push(await measureFirstRender(context, server.origin, scenario, undefined));
        if (scrollIncluded) scrolls.push(await measureTimelineScroll(context, server.origin));
        process.stdout.write(`  run ${run + 1}/${RUNS} done\n`);
      }

      console.log('\nFirst render (ms; scripting = CDP ScriptDuration, task = TaskDuration, style+layout = RecalcStyle+Layout):');
      const rows = [['scenario', 'script p50', 'script p90', 'task p50', 'style+layout p50', 'wall p50', 'wall p90', 'DOM nodes']];
      for (const scenario of scenarios) {
        const runs = results.get(scenario.name) ?? [];
        const pick = (/** @type {(run: (typeof runs)[number]) => number} */ value) => runs.map(value);
        rows.push([
          scenario.name,
          ms(median(pick((run) => run.script))),
          ms(
            percentile(
              pick((run) => run.script),
              0.9,
            ),
          ),
          ms(median(pick((run) => run.task))),
          ms(median(pick((run) => run.layout))),
          ms(median(pick((run) => run.wall))),
          ms(
            percentile(
              pick((run) => run.wall),
              0.9,
            ),
          ),
          String(median(pick((run) => run.domNodes))),
        ]);
      }
      printTable(rows);
      console.log('FullCalendar has no open-source resource timeline (it is a premium plugin), so the timeline scenarios have no counterpart.');

      if (scrolls.length > 0) {
        const last = scrolls.at(-1);
        console.log(
          `\nTimeline day, 500 vehicles, scrolled top to bottom in ${SCROLL_STEPS} steps (${last?.scrollRange} px), ${scrolls.length} runs (median / worst):`,
        );
        const both = (/** @type {(scroll: (typeof scrolls)[number]) => number} */ value) =>
          `${ms(median(scrolls.map(value)))} / ${ms(Math.max(...scrolls.map(value)))}`;
        printTable([
          ['slowest step: scripting ms', both((scroll) => scroll.slowestStepScript)],
          ['slowest step: task ms', both((scroll) => scroll.slowestStepTask)],
          ['slowest step: wall ms (to the 2nd frame)', both((scroll) => scroll.slowestStepWall)],
          ['longest long task ms (0: none over 50)', both((scroll) => scroll.longestTask)],
          ['rows in the DOM at the bottom', `${last?.renderedRows} of ${last?.rowCount} (last aria-rowindex ${last?.lastRowIndex})`],
        ]);
      }

      if (PROFILE_DIR) {
        await mkdir(PROFILE_DIR, { recursive: true });
        for (const scenario of scenarios) await measureFirstRender(context, server.origin, scenario, join(PROFILE_DIR, scenario.name));
        console.log(`\nCPU profiles (open in Chrome DevTools, Performance panel) and screenshots: ${PROFILE_DIR}`);
      }

      const missed = scenarios.filter(
        (scenario) => scenario.budget && median((results.get(scenario.name) ?? []).map((run) => run.script)) > SCRIPTING_BUDGET_MS,
      );
      console.log(
        missed.length === 0
          ? `\nBudget met: every Motorpool first render's median scripting is ≤ ${SCRIPTING_BUDGET_MS} ms.`
          : `\nBudget missed (median scripting > ${SCRIPTING_BUDGET_MS} ms): ${missed.map((scenario) => scenario.name).join(', ')}.`,
      );
      if (missed.length > 0) process.exitCode = 1;
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

await main();
