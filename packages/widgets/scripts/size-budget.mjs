#!/usr/bin/env node
/**
 * Sizes of the element builds, checked after `pnpm build`.
 *
 *   node scripts/size-budget.mjs                     check (CI)
 *   node scripts/size-budget.mjs --update-baseline   write scripts/size-baseline.json from dist/
 *
 * Two limits, reported separately:
 *
 * - The budgets, the targets: `dist/standalone/motorpool-booking-calendar.js`,
 *   React included, 90 kB gzip; each `dist/elements/<feature>.js`, React external,
 *   the budget of its element's class (scripts/size-rules.mjs: display 30 kB,
 *   tables 50 kB, forms 45 kB, dashboards and charts 60 kB), counting the entry
 *   and every chunk it imports statically (what a page downloads before the
 *   element works). `dist/standalone/motorpool-elements.js` and `dist/elements.js`
 *   have none. Bundles over their budget are listed as "over budget (not met)":
 *   the target stands, it is not reached yet.
 * - The committed baseline, scripts/size-baseline.json: the gzip size of every
 *   bundle when it was last written. It is what CI enforces, so nothing grows
 *   unnoticed while the targets are not met.
 *
 * Exits 1 when a file is missing, when an element entry has no class, when a
 * bundle is more than 1 kB gzip over its baseline, or when a bundle whose
 * baseline was within its budget (or a new bundle, without a baseline: an
 * element added since) is over that budget. After a deliberate change in size,
 * or after a reduction worth keeping, run with `--update-baseline` and commit
 * the file; a new element's entry must meet its class before it gets a baseline.
 * Sizes are gzip at level 9, in kB of 1,000 bytes, each file compressed on its
 * own as it is served.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { BASELINE_TOLERANCE, KB, elementBudget, judgeSizes } from './size-rules.mjs';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const baselineFile = fileURLToPath(new URL('./size-baseline.json', import.meta.url));
const updateBaseline = process.argv.includes('--update-baseline');

/** Budgets in bytes of gzip; `null` lists a file without one. */
const STANDALONE_BUDGETS = [
  { file: 'standalone/motorpool-booking-calendar.js', gzipBudget: 90 * KB },
  { file: 'standalone/motorpool-elements.js', gzipBudget: null },
];
const ESM_ALL_ELEMENTS = 'elements.js';

const gzipSize = (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;

// The build puts every static import and re-export at statement starts; `import(` is dynamic and not counted.
const STATIC_IMPORT = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[^'"`;()]*?\bfrom\s*)?(["'])([^"'\n]+)\1/g;

/** `file` and the files of dist it imports statically, transitively; bare specifiers (React) are the host's. */
function withStaticImports(file) {
  const seen = new Set();
  const visit = (relative) => {
    if (seen.has(relative)) return;
    seen.add(relative);
    const code = readFileSync(path.join(distDir, relative), 'utf8');
    for (const [, , specifier] of code.matchAll(STATIC_IMPORT)) {
      if (!specifier.startsWith('.')) continue;
      visit(path.posix.join(path.posix.dirname(relative), specifier));
    }
  };
  visit(file);
  return [...seen];
}

/** `file` names the bundle (and its baseline entry); `files` are what a page downloads for it. */
function measure(file, files, gzipBudget, sizeClass = null) {
  let raw = 0;
  let gzip = 0;
  for (const part of files) {
    const bytes = readFileSync(path.join(distDir, part));
    raw += bytes.length;
    gzip += gzipSize(bytes);
  }
  const label = files.length > 1 ? `${file} (+${files.length - 1} chunks)` : file;
  return { file, label, raw, gzip, gzipBudget, sizeClass };
}

const rows = [];
const missing = [];

for (const { file, gzipBudget } of STANDALONE_BUDGETS) {
  if (existsSync(path.join(distDir, file))) rows.push(measure(file, [file], gzipBudget));
  else missing.push(file);
}

if (existsSync(path.join(distDir, ESM_ALL_ELEMENTS))) rows.push(measure(ESM_ALL_ELEMENTS, withStaticImports(ESM_ALL_ELEMENTS), null));
else missing.push(ESM_ALL_ELEMENTS);

const entriesDir = path.join(distDir, 'elements');
const entries = existsSync(entriesDir)
  ? readdirSync(entriesDir)
      .filter((name) => name.endsWith('.js'))
      .sort()
  : [];
if (entries.length === 0) missing.push('elements/*.js');
for (const entry of entries) {
  const file = `elements/${entry}`;
  const { gzipBudget, sizeClass } = elementBudget(file);
  rows.push(measure(file, withStaticImports(file), gzipBudget, sizeClass));
}

for (const file of missing) console.error(`size-budget: dist/${file} is missing; run the build first.`);
if (missing.length > 0) process.exit(1);

const kB = (bytes) => (bytes / KB).toFixed(1);
const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')).gzipBytes : {};
const { rows: judged, failures } = judgeSizes(rows, baseline);

if (updateBaseline) {
  // A baseline holds today's elements to their size; an element added since must first meet its class.
  const unmet = judged.filter((row) => row.baseline === null && (row.brokeBudget || row.unclassified));
  if (unmet.length > 0) {
    for (const row of unmet) console.error(`size-budget: ${failures.find((failure) => failure.startsWith(`${row.file} `))}`);
    console.error('size-budget: baseline not written.');
    process.exit(1);
  }
  const gzipBytes = Object.fromEntries(rows.map((row) => [row.file, row.gzip]));
  const baseline = {
    description: 'Gzip bytes of each element bundle, enforced by scripts/size-budget.mjs; rewrite with `node scripts/size-budget.mjs --update-baseline`.',
    gzipBytes,
  };
  writeFileSync(baselineFile, `${JSON.stringify(baseline, null, 2)}\n`);
  for (const row of rows) console.log(`${row.label.padEnd(48)} ${kB(row.gzip).padStart(7)} kB gzip`);
  console.log(`size-budget: baseline of ${rows.length} bundles written to scripts/size-baseline.json.`);
  process.exit(0);
}

const delta = (row) => (row.baseline === null ? 'new' : `${row.gzip >= row.baseline ? '+' : ''}${kB(row.gzip - row.baseline)}`);
const table = [
  ['file (dist/)', 'raw kB', 'gzip kB', 'baseline', 'change', 'class', 'budget kB', 'budget'],
  ...judged.map((row) => [
    row.label,
    kB(row.raw),
    kB(row.gzip),
    row.baseline === null ? '-' : kB(row.baseline),
    delta(row),
    row.sizeClass ?? '-',
    row.gzipBudget === null ? '-' : kB(row.gzipBudget),
    row.gzipBudget === null ? '-' : row.overBudget ? 'OVER' : 'OK',
  ]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((cells) => cells[column].length)));
for (const cells of table) {
  console.log(cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
}

const notMet = judged.filter((row) => row.overBudget && !row.brokeBudget);
if (notMet.length > 0) {
  console.log(`\nOver budget (not met), held to their baseline meanwhile: ${notMet.length} of ${judged.filter((row) => row.gzipBudget !== null).length}`);
  for (const row of notMet) console.log(`  ${row.file}: ${kB(row.gzip)} kB gzip, budget ${kB(row.gzipBudget)} kB (${kB(row.gzip - row.gzipBudget)} kB over)`);
}

const shrunk = judged.filter((row) => row.baseline !== null && row.baseline - row.gzip > BASELINE_TOLERANCE);
if (shrunk.length > 0) console.log(`\n${shrunk.length} bundles are more than ${kB(BASELINE_TOLERANCE)} kB under their baseline: --update-baseline keeps that.`);

const stale = Object.keys(baseline).filter((file) => !rows.some((row) => row.file === file));
if (stale.length > 0) console.log(`\nIn the baseline but no longer built: ${stale.join(', ')} (--update-baseline drops them).`);

if (failures.length > 0) {
  console.error('');
  for (const failure of failures) console.error(`size-budget: ${failure}`);
  console.error('size-budget: if the growth is deliberate, run `node scripts/size-budget.mjs --update-baseline` and commit scripts/size-baseline.json.');
  process.exit(1);
}
