// Lighthouse scores for the built portal (issue 17): /login, /dashboard and
// /bookings-calendar-view under the desktop and mobile presets.
// Run after `pnpm build`: `pnpm --filter @motorpool/portal bench:lighthouse`.
// Exits 1 when a target is missed, unless LIGHTHOUSE_REPORT_ONLY=1.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { freePort, outputOf, repoRoot, startServer, stopChild, waitForAnswer } from '../e2e/server.js';

const reportDir = join(repoRoot, 'test-output/lighthouse');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SESSION_STORAGE_KEY = 'motorpool.session';
const DEMO_ADMIN = { email: 'admin@demo.fleet', password: 'Demo@12345' };

// `LIGHTHOUSE_PAGES=/bookings-calendar-view LIGHTHOUSE_PRESETS=mobile` narrows a run to what a change touched.
const only = (name) => process.env[name]?.split(',').filter(Boolean);
const chosen = (list, names, key) => (names ? list.filter((entry) => names.includes(entry[key])) : list);
const PAGES = chosen(
  [
    { path: '/login', signedIn: false },
    { path: '/dashboard', signedIn: true },
    { path: '/bookings-calendar-view', signedIn: true },
  ],
  only('LIGHTHOUSE_PAGES'),
  'path',
);
const PRESETS = chosen(
  [
    { name: 'desktop', config: desktopConfig, minPerformance: 95 },
    // Lighthouse's default config is the mobile one (Moto G Power, slow 4G).
    { name: 'mobile', config: undefined, minPerformance: 90 },
  ],
  only('LIGHTHOUSE_PRESETS'),
  'name',
);
const MIN_ACCESSIBILITY = 100;
const MIN_BEST_PRACTICES = 100;
const MAX_CLS = 0.05;

/** Debian's Chromium with a debugging port that Lighthouse and Playwright both drive. */
async function startChromium() {
  const port = await freePort();
  const profileDir = await mkdtemp(join(tmpdir(), 'motorpool-lighthouse-chromium-'));
  const child = spawn(
    CHROMIUM,
    ['--headless=new', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`, '--no-first-run', 'about:blank'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = outputOf(child);
  const stop = async () => {
    await stopChild(child);
    await rm(profileDir, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(`http://127.0.0.1:${port}/json/version`, child, 'Chromium', output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}

async function signInToken(baseUrl) {
  const response = await fetch(`${baseUrl}/api/v1/accounts/user/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (response.status !== 200) throw new Error(`Signing in as ${DEMO_ADMIN.email} answered ${response.status}.`);
  return (await response.json()).token;
}

/** Writes the session the portal persists (widgets' session-store) into the origin's localStorage, or clears it, and empties the HTTP cache. */
async function setStoredSession(debuggingPort, baseUrl, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    // Any same-origin document gives access to the origin's localStorage; healthz loads no portal code.
    await page.goto(`${baseUrl}/healthz`);
    await page.evaluate(
      ([key, value]) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)),
      [SESSION_STORAGE_KEY, session === null ? null : JSON.stringify({ state: session, version: 0 })],
    );
    // disableStorageReset keeps the HTTP cache too: clear it so every run loads the portal cold, as a first visit does.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Closing a connectOverCDP browser only disconnects; Chromium keeps running.
    await browser.close();
  }
}

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: numeric('cumulative-layout-shift'),
    transferKiB: Math.round(numeric('total-byte-weight') / 1024),
  };
}

/** Audits that cost points: failing ones in accessibility and best practices, and performance opportunities with savings. */
function problems(lhr) {
  const failing = [];
  for (const category of ['accessibility', 'best-practices']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        const items = audit.details?.items ?? [];
        const elements = items.map((item) => item.node?.snippet ?? item.node?.selector ?? item.source?.url ?? item.url ?? item.description).filter(Boolean);
        failing.push({ category, id: ref.id, title: audit.title, elements: elements.slice(0, 5) });
      }
    }
  }
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) > 0)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .slice(0, 5)
    .map((audit) => ({ id: audit.id, title: audit.title, savingsMs: Math.round(audit.details.overallSavingsMs), displayValue: audit.displayValue }));
  return { failing, opportunities };
}

function missedTargets(result, preset) {
  const missed = [];
  // A signed-in page that lands on /login measured the wrong page.
  const landedOn = new URL(result.finalUrl).pathname;
  if (landedOn !== result.page) missed.push(`ended at ${landedOn}, not ${result.page}`);
  if (result.performance < preset.minPerformance) missed.push(`performance ${result.performance} < ${preset.minPerformance}`);
  if (result.accessibility < MIN_ACCESSIBILITY) missed.push(`accessibility ${result.accessibility} < ${MIN_ACCESSIBILITY}`);
  if (result.bestPractices < MIN_BEST_PRACTICES) missed.push(`best practices ${result.bestPractices} < ${MIN_BEST_PRACTICES}`);
  if (!(result.cls < MAX_CLS)) missed.push(`CLS ${result.cls.toFixed(3)} >= ${MAX_CLS}`);
  return missed;
}

async function main() {
  // With demo bookings around today, so the dashboard and calendar are measured busy.
  const server = await startServer({ env: { SEED_DEMO_ACTIVITY: 'true' } });
  let browser;
  const rows = [];
  try {
    browser = await startChromium();
    const token = await signInToken(server.baseUrl);
    await mkdir(reportDir, { recursive: true });
    for (const target of PAGES) {
      for (const preset of PRESETS) {
        await setStoredSession(browser.port, server.baseUrl, target.signedIn ? { token, organisation: 1 } : null);
        const url = `${server.baseUrl}${target.path}`;
        process.stderr.write(`Lighthouse ${preset.name} ${target.path} …\n`);
        const runnerResult = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', disableStorageReset: true }, preset.config);
        if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}.`);
        const { lhr } = runnerResult;
        if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
        const name = `${target.path.slice(1)}.${preset.name}`;
        await writeFile(join(reportDir, `${name}.report.json`), runnerResult.report);
        const result = { page: target.path, preset: preset.name, finalUrl: lhr.finalDisplayedUrl, ...summarise(lhr), ...problems(lhr) };
        result.missed = missedTargets(result, preset);
        rows.push(result);
      }
    }
  } finally {
    await browser?.stop();
    await server.stop();
  }

  console.table(
    rows.map(({ page, preset, performance, accessibility, bestPractices, lcpMs, tbtMs, cls, transferKiB }) => ({
      page,
      preset,
      performance,
      accessibility,
      'best practices': bestPractices,
      'LCP ms': lcpMs,
      'TBT ms': tbtMs,
      CLS: Number(cls.toFixed(3)),
      'transfer KiB': transferKiB,
    })),
  );
  for (const row of rows) {
    for (const audit of row.failing)
      console.log(
        `${row.preset} ${row.page} ${audit.category} ${audit.id}: ${audit.title}${audit.elements.length ? `\n    ${audit.elements.join('\n    ')}` : ''}`,
      );
    for (const opportunity of row.opportunities)
      console.log(
        `${row.preset} ${row.page} opportunity ${opportunity.id}: ${opportunity.title} (${opportunity.savingsMs} ms${opportunity.displayValue ? `, ${opportunity.displayValue}` : ''})`,
      );
  }
  await writeFile(join(reportDir, 'summary.json'), `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`Reports: ${reportDir}`);

  const missed = rows.flatMap((row) => row.missed.map((what) => `${row.preset} ${row.page}: ${what}`));
  if (missed.length > 0) {
    console.log(`Targets missed:\n  ${missed.join('\n  ')}`);
    if (process.env.LIGHTHOUSE_REPORT_ONLY !== '1') process.exitCode = 1;
  }
}

await main();
