import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_DIR = join(import.meta.dirname, '..', 'src');
/** The one module allowed to read the system time; everything else is handed a clock or `now`. */
const CLOCK_MODULE = 'clock.ts';
/**
 * `new Date()` (nothing between the brackets), `new Date` without brackets and
 * `Date.now` read the current time; so does `todayIso()` of @motorpool/api
 * without its `now`. `new Date(value)` and `todayIso(now)` do not.
 */
const CURRENT_TIME_READ = /\bnew\s+Date\s*\(\s*\)|\bnew\s+Date\b(?!\s*\()|\bDate\.now\b|\btodayIso\s*\(\s*\)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // Unit tests next to the code may pin their own instants; only server code must go through the clock.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each `file:line: text` of the source that reads the current time itself. */
function currentTimeReads(dir: string): string[] {
  return sourceFiles(dir)
    .filter((path) => relative(dir, path) !== CLOCK_MODULE)
    .flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) => (CURRENT_TIME_READ.test(line) ? [`${relative(dir, path)}:${index + 1}: ${line.trim()}`] : [])),
    );
}

describe('reading the time', () => {
  it('goes through the injected clock everywhere but src/clock.ts', () => {
    expect(currentTimeReads(SOURCE_DIR)).toEqual([]);
  });
});
