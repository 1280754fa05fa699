#!/usr/bin/env node
// Prints structure measures of the production code: the longest functions, places that name a
// permission, and query-string reads outside the query reader. `node scripts/structure-report.mjs [--top N]`.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../packages/server/package.json', import.meta.url));
const ts = require('typescript');
const top = Number(process.argv[process.argv.indexOf('--top') + 1]) || 15;
const isProduction = (f) => /^packages\/[^/]+\/src\/.*\.tsx?$/.test(f) && !/\.(test|stories|e2e\.test)\.tsx?$|\/test-support\/|\.css\.ts$|fixtures/.test(f);
const files = execSync('git ls-files packages', { encoding: 'utf8' }).trim().split('\n').filter(isProduction);

const functions = [];
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.end).line;
      functions.push({ where: `${file}:${start + 1}`, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
functions.sort((a, b) => b.lines - a.lines);
console.log(`functions over 200 lines: ${functions.filter((f) => f.lines > 200).length}; longest ${top}:`);
for (const f of functions.slice(0, top)) console.log(`  ${String(f.lines).padStart(5)}  ${f.where}`);

const count = (pattern, filter = () => true) => {
  let n = 0;
  for (const file of files.filter(filter)) n += (fs.readFileSync(file, 'utf8').match(pattern) ?? []).length;
  return n;
};
const server = (f) => f.startsWith('packages/server/');
console.log(`c.req.query( reads: ${count(/\bc\.req\.query\(/g, server)}`);
console.log(`c.req.param( reads: ${count(/\bc\.req\.param\(/g, server)}`);
console.log(`forbidden( throws in server: ${count(/\bforbidden\(/g, server)}`);
console.log(
  `permission names in quotes outside the permissions module: ${count(/'[a-z_]+_(?:read|write|export|delete)'/g, (f) => !f.includes('/permissions/'))}`,
);
console.log(`requireOrganisation( calls: ${count(/\brequireOrganisation\(/g, server)}`);
console.log(`authenticate, resolveTenancy repeats: ${count(/authenticate,\s*resolveTenancy/g, server)}`);
