#!/usr/bin/env node
/**
 * Sizes of the element builds, checked after `pnpm build`.
 *
 *   node scripts/size-budget.mjs                     check (CI)
 *   node scripts/size-budget.mjs --update-baseline   write scripts/size-baseline.json from dist/
 *
 * Two limits, reported separately:
 *
 * - The budgets of issue #8, the targets: `dist/standalone/motorpool-booking-calendar.js`,
 *   React included, 90 kB gzip; each `dist/elements/<feature>.js`, React external,
 *   25 kB gzip, counting the entry and every chunk it imports statically (what a
 *   page downloads before the element works). `dist/standalone/motorpool-elements.js`
 *   and `dist/elements.js` have none. Bundles over their budget are listed as
 *   "over the budget (not met)": the target stands, it is not reached yet.
 * - The committed baseline, scripts/size-baseline.json: the gzip size of every
 *   bundle when it was last written. It is what CI enforces, so nothing grows
 *   unnoticed while the targets are not met.
 *
 * Exits 1 when a file is missing, when a bundle is more than 1 kB gzip over its
 * baseline, or when a bundle whose baseline was within its budget (or a new
 * bundle, without a baseline) is over that budget. After a deliberate change in
 * size, or after a reduction worth keeping, run with `--update-baseline` and
 * commit the file. Sizes are gzip at level 9, in kB of 1,000 bytes, each file
 * compressed on its own as it is served.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const KB = 1000;
const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const baselineFile = fileURLToPath(new URL('./size-baseline.json', import.meta.url));
const updateBaseline = process.argv.includes('--update-baseline');

/** Growth over the baseline that CI lets pass: builds differ a little with dependency patches and hashes. */
const BASELINE_TOLERANCE = 1 * KB;

/** The budgets, in bytes of gzip; `null` lists a file without one. */
const STANDALONE_BUDGETS = [
  { file: 'standalone/motorpool-booking-calendar.js', gzipBudget: 90 * KB },
  { file: 'standalone/motorpool-elements.js', gzipBudget: null },
];
const ESM_ENTRY_BUDGET = 25 * KB;
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
function measure(file, files, gzipBudget) {
  let raw = 0;
  let gzip = 0;
  for (const part of files) {
    const bytes = readFileSync(path.join(distDir, part));
    raw += bytes.length;
    gzip += gzipSize(bytes);
  }
  const label = files.length > 1 ? `${file} (+${files.length - 1} chunks)` : file;
  return { file, label, raw, gzip, gzipBudget };
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
  rows.push(measure(file, withStaticImports(file), ESM_ENTRY_BUDGET));
}

for (const file of missing) console.error(`size-budget: dist/${file} is missing; run the build first.`);
if (missing.length > 0) process.exit(1);

const kB = (bytes) => (bytes / KB).toFixed(1);

if (updateBaseline) {
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

const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')).gzipBytes : {};

for (const row of rows) {
  row.baseline = baseline[row.file] ?? null;
  row.overBudget = row.gzipBudget !== null && row.gzip > row.gzipBudget;
  row.grew = row.baseline !== null && row.gzip - row.baseline > BASELINE_TOLERANCE;
  // A budget met at the baseline (or by a bundle new since it) is held; one not yet met is a target.
  row.brokeBudget = row.overBudget && (row.baseline === null || row.baseline <= row.gzipBudget);
}

const delta = (row) => (row.baseline === null ? 'new' : `${row.gzip >= row.baseline ? '+' : ''}${kB(row.gzip - row.baseline)}`);
const table = [
  ['file (dist/)', 'raw kB', 'gzip kB', 'baseline', 'change', 'budget kB', 'issue budget'],
  ...rows.map((row) => [
    row.label,
    kB(row.raw),
    kB(row.gzip),
    row.baseline === null ? '-' : kB(row.baseline),
    delta(row),
    row.gzipBudget === null ? '-' : kB(row.gzipBudget),
    row.gzipBudget === null ? '-' : row.overBudget ? 'OVER' : 'OK',
  ]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((cells) => cells[column].length)));
for (const cells of table) {
  console.log(cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
}

const notMet = rows.filter((row) => row.overBudget && !row.brokeBudget);
if (notMet.length > 0) {
  console.log(
    `\nOver the issue's budget (not met), held to their baseline meanwhile: ${notMet.length} of ${rows.filter((row) => row.gzipBudget !== null).length}`,
  );
  for (const row of notMet) console.log(`  ${row.file}: ${kB(row.gzip)} kB gzip, budget ${kB(row.gzipBudget)} kB (${kB(row.gzip - row.gzipBudget)} kB over)`);
}

const shrunk = rows.filter((row) => row.baseline !== null && row.baseline - row.gzip > BASELINE_TOLERANCE);
if (shrunk.length > 0) console.log(`\n${shrunk.length} bundles are more than ${kB(BASELINE_TOLERANCE)} kB under their baseline: --update-baseline keeps that.`);

const stale = Object.keys(baseline).filter((file) => !rows.some((row) => row.file === file));
if (stale.length > 0) console.log(`\nIn the baseline but no longer built: ${stale.join(', ')} (--update-baseline drops them).`);

const failures = [
  ...rows
    .filter((row) => row.grew)
    .map(
      (row) =>
        `${row.file} grew to ${kB(row.gzip)} kB gzip, ${kB(row.gzip - row.baseline)} kB over its baseline of ${kB(row.baseline)} kB (${kB(BASELINE_TOLERANCE)} kB allowed).`,
    ),
  ...rows
    .filter((row) => row.brokeBudget)
    .map((row) =>
      row.baseline === null
        ? `${row.file} is ${kB(row.gzip)} kB gzip, over its ${kB(row.gzipBudget)} kB budget, and has no baseline.`
        : `${row.file} is ${kB(row.gzip)} kB gzip, over its ${kB(row.gzipBudget)} kB budget, which its baseline met.`,
    ),
];
if (failures.length > 0) {
  console.error('');
  for (const failure of failures) console.error(`size-budget: ${failure}`);
  console.error('size-budget: if the growth is deliberate, run `node scripts/size-budget.mjs --update-baseline` and commit scripts/size-baseline.json.');
  process.exit(1);
}
