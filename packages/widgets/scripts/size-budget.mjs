#!/usr/bin/env node
/**
 * Size budgets of the element builds (issue #8), checked after `pnpm build`:
 *
 * - `dist/standalone/motorpool-booking-calendar.js`, React included: 90 kB gzip.
 * - each `dist/elements/<feature>.js`, React external: 25 kB gzip, counting the
 *   entry and every chunk it imports statically (what a page downloads before
 *   the element works).
 * - `dist/standalone/motorpool-elements.js` and `dist/elements.js` are listed
 *   without a budget.
 *
 * Sizes are gzip at level 9, in kB of 1,000 bytes, each file compressed on its
 * own as it is served. Prints a table; exits 1 when a file is missing or over.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const KB = 1000;
const distDir = fileURLToPath(new URL('../dist/', import.meta.url));

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

function measure(label, files, gzipBudget) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(distDir, file));
    raw += bytes.length;
    gzip += gzipSize(bytes);
  }
  const status = gzipBudget === null ? '-' : gzip <= gzipBudget ? 'OK' : 'OVER';
  return { label, raw, gzip, gzipBudget, status };
}

const rows = [];
const missing = [];

for (const { file, gzipBudget } of STANDALONE_BUDGETS) {
  if (existsSync(path.join(distDir, file))) rows.push(measure(file, [file], gzipBudget));
  else missing.push(file);
}

if (existsSync(path.join(distDir, ESM_ALL_ELEMENTS))) {
  const files = withStaticImports(ESM_ALL_ELEMENTS);
  rows.push(measure(`${ESM_ALL_ELEMENTS} (+${files.length - 1} chunks)`, files, null));
} else {
  missing.push(ESM_ALL_ELEMENTS);
}

const entriesDir = path.join(distDir, 'elements');
const entries = existsSync(entriesDir) ? readdirSync(entriesDir).filter((name) => name.endsWith('.js')).sort() : [];
if (entries.length === 0) missing.push('elements/*.js');
for (const entry of entries) {
  const files = withStaticImports(`elements/${entry}`);
  rows.push(measure(`elements/${entry} (+${files.length - 1} chunks)`, files, ESM_ENTRY_BUDGET));
}

const kB = (bytes) => (bytes / KB).toFixed(1);
const table = [
  ['file (dist/)', 'raw kB', 'gzip kB', 'budget kB', ''],
  ...rows.map(({ label, raw, gzip, gzipBudget, status }) => [label, kB(raw), kB(gzip), gzipBudget === null ? '-' : kB(gzipBudget), status]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
for (const row of table) {
  console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
}

const over = rows.filter((row) => row.status === 'OVER');
for (const file of missing) console.error(`size-budget: dist/${file} is missing; run the build first.`);
for (const row of over) console.error(`size-budget: ${row.label} is ${kB(row.gzip)} kB gzip, over its ${kB(row.gzipBudget)} kB budget.`);
if (missing.length > 0 || over.length > 0) process.exit(1);
