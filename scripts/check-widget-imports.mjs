#!/usr/bin/env node
// One widget must not reach into another widget's folder: features share code only through the
// shared folders below. Biome's noRestrictedImports matches the import text, not the file it resolves
// to (`../model` is inside booking-calendar from `views/`, another folder from the feature root), so
// the rule is checked here on resolved paths. `node scripts/check-widget-imports.mjs [srcDir]`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(new URL('../packages/widgets/package.json', import.meta.url));
const ts = require('typescript');

/** Folders of packages/widgets/src that any widget may import. */
export const SHARED_FOLDERS = ['ui', 'api', 'element', 'state', 'fields', 'flows', 'test-support', 'theme', 'session'];
/** Entries that gather every widget; they may import any feature. */
const ENTRY_FOLDERS = ['standalone'];

const sourceFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|js|mjs|jsx)$/.test(entry.name) ? [full] : [];
  });

/** Every import of a feature's file that lands in another feature's folder: `{ file, line, specifier, feature, target }`. */
export function findWidgetImportViolations(srcDir) {
  const violations = [];
  const folderOf = (file) => path.relative(srcDir, file).split(path.sep)[0];
  for (const file of sourceFiles(srcDir)) {
    const feature = folderOf(file);
    if (file === path.join(srcDir, feature)) continue; // src-level entries (index.ts, elements.ts)
    if (SHARED_FOLDERS.includes(feature) || ENTRY_FOLDERS.includes(feature)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
      const specifier = imported.fileName;
      if (!specifier.startsWith('.')) continue;
      const resolved = path.resolve(path.dirname(file), specifier);
      const relative = path.relative(srcDir, resolved);
      if (relative.startsWith('..') || !relative.includes(path.sep)) continue; // outside src, or a src-level entry
      const target = relative.split(path.sep)[0];
      if (target === feature || SHARED_FOLDERS.includes(target)) continue;
      const line = text.slice(0, imported.pos).split('\n').length;
      violations.push({ file: path.relative(process.cwd(), file), line, specifier, feature, target });
    }
  }
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const srcDir = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../packages/widgets/src', import.meta.url)));
  const violations = findWidgetImportViolations(srcDir);
  for (const v of violations) {
    console.error(`${v.file}:${v.line}  '${v.specifier}': ${v.feature} imports the insides of ${v.target}`);
  }
  if (violations.length > 0) {
    console.error(`\n${violations.length} import(s) of another widget's insides; move what they share to one of: ${SHARED_FOLDERS.join(', ')}.`);
    process.exit(1);
  }
}
