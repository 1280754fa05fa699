// The public API reports of @motorpool/api and @motorpool/widgets (`packages/*/api-report.api.md`):
// every exported name with its rolled-up type, so that a changed export shows as a diff in review.
//
//   pnpm api-report           regenerates the reports
//   pnpm api-report --check   fails when the export surface differs from the committed reports
//
// Each package's declarations are emitted with the project's TypeScript, then API Extractor rolls
// them up from the package's entry point (names from other packages stay imports).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules', '.bin', 'tsc');

/** Tests, stories and their fixtures are not part of a package's API. */
const notShipped = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/*.stories.tsx', 'src/test-support/**'];

// The api first: the widgets' report reads its declarations for the names the widgets import from it.
const packages = [
  { name: '@motorpool/api', folder: 'packages/api', entry: 'index', workspaceDependencies: [] },
  { name: '@motorpool/widgets', folder: 'packages/widgets', entry: 'index', workspaceDependencies: ['@motorpool/api'] },
];

/**
 * Inside the package, so that the emitted declarations resolve the package's own dependencies, and
 * outside node_modules, where API Extractor would take every file for another package's.
 */
const workFolder = (folder) => join(folder, 'dist', 'api-report');

/** Declarations emitted so far, by package name. */
const emitted = new Map();

/**
 * Workspace packages export their TypeScript sources, which API Extractor does not read. A package's
 * emitted declarations are installed beside the importer's, in a node_modules folder, where the
 * compiler finds them first and API Extractor takes them for another package's: the report shows
 * an import, not a copy of the other package's types.
 */
function installDeclarations(work, names) {
  for (const name of names) {
    const { declarations, entry } = emitted.get(name);
    const target = join(work, 'node_modules', name);
    rmSync(target, { recursive: true, force: true });
    cpSync(declarations, target, { recursive: true });
    writeFileSync(join(target, 'package.json'), JSON.stringify({ name, types: `${entry}.d.ts` }));
  }
}

function emitDeclarations(folder) {
  const work = workFolder(folder);
  const declarations = join(work, 'dts');
  rmSync(declarations, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const tsconfig = join(work, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: join(folder, 'tsconfig.json'),
      compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, rootDir: join(folder, 'src'), outDir: declarations },
      include: [join(folder, 'src')],
      exclude: notShipped.map((pattern) => join(folder, pattern)),
    }),
  );
  // Type errors are the typecheck's to report; a declaration the compiler cannot write is caught below,
  // as an entry point or export that API Extractor cannot find.
  try {
    execFileSync(tsc, ['-p', tsconfig], { cwd: root, stdio: 'pipe' });
  } catch (error) {
    const output = String(error.stdout ?? '');
    const unwritable = output.split('\n').filter((line) => line.includes('error TS2742') || line.includes('error TS4'));
    if (unwritable.length > 0) throw new Error(`declarations cannot be written for ${folder}:\n${unwritable.join('\n')}`);
  }
  return declarations;
}

function report({ name, folder: relativeFolder, entry, workspaceDependencies }, check) {
  const folder = join(root, relativeFolder);
  const declarations = emitDeclarations(folder);
  emitted.set(name, { declarations, entry });
  const work = workFolder(folder);
  installDeclarations(work, workspaceDependencies);
  const config = ExtractorConfig.prepare({
    configObjectFullPath: join(folder, 'api-extractor.json'),
    packageJsonFullPath: join(folder, 'package.json'),
    packageJson: { name },
    configObject: {
      projectFolder: folder,
      mainEntryPointFilePath: join(declarations, `${entry}.d.ts`),
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            types: [],
          },
          files: [join(declarations, `${entry}.d.ts`)],
        },
      },
      apiReport: { enabled: true, reportFileName: 'api-report', reportFolder: folder, reportTempFolder: work },
      docModel: { enabled: false },
      dtsRollup: { enabled: true, untrimmedFilePath: join(work, `${entry}.d.ts`) },
      tsdocMetadata: { enabled: false },
      messages: {
        // The typecheck reports compiler errors; TSDoc's tag rules do not fit our JSDoc (`@csspart`).
        compilerMessageReporting: { default: { logLevel: 'none' } },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
        // Release tags (@public, @beta) are not used; what is exported is public. A type used by an
        // export but not exported itself is worth seeing, so it is written into the report.
        extractorMessageReporting: {
          default: { logLevel: 'none', addToApiReportFile: true },
          'ae-missing-release-tag': { logLevel: 'none', addToApiReportFile: false },
          'ae-undocumented': { logLevel: 'none', addToApiReportFile: false },
        },
      },
    },
  });
  const result = Extractor.invoke(config, { localBuild: !check, messageCallback: () => {} });
  // In a check, a changed report is also counted as a failure; that one is reported below.
  if (!result.succeeded && !result.apiReportChanged) throw new Error(`API Extractor failed for ${name} (${result.errorCount} errors)`);
  return result.apiReportChanged;
}

const check = process.argv.includes('--check');
const changed = packages.filter((entry) => report(entry, check));
for (const { name, folder } of changed) {
  console.log(check ? `${name}: the export surface differs from ${folder}/api-report.api.md` : `${name}: ${folder}/api-report.api.md updated`);
}
if (check && changed.length > 0) {
  console.error('A changed export is a reviewed change: run `pnpm api-report` and commit the report with the change.');
  process.exit(1);
}
if (changed.length === 0) console.log('API reports match the exports.');
