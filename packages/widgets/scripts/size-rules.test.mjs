import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ELEMENT_SIZE_CLASSES, KB, SIZE_CLASSES, elementBudget, judgeSizes } from './size-rules.mjs';

/** A measured element entry, as size-budget.mjs measures it. */
const entry = (feature, gzip, classes) => ({ file: `elements/${feature}.js`, gzip, ...elementBudget(`elements/${feature}.js`, classes) });

describe('size classes', () => {
  it('are the embedding decision’s budgets', () => {
    assert.deepEqual(SIZE_CLASSES, { display: 30 * KB, table: 50 * KB, form: 45 * KB, dashboard: 60 * KB });
  });

  it('give every element entry its class’s budget', () => {
    assert.deepEqual(elementBudget('elements/user-table.js'), { sizeClass: 'table', gzipBudget: 50 * KB });
    assert.deepEqual(elementBudget('elements/booking-calendar.js'), { sizeClass: 'dashboard', gzipBudget: 60 * KB });
    for (const sizeClass of Object.values(ELEMENT_SIZE_CLASSES)) assert.ok(sizeClass in SIZE_CLASSES, sizeClass);
  });
});

describe('judgeSizes', () => {
  const classes = { ...ELEMENT_SIZE_CLASSES, 'fleet-report': 'dashboard', 'vehicle-badge': 'display' };

  it('fails a new element over its class, though older elements are over theirs', () => {
    const planted = entry('vehicle-badge', 31 * KB, classes);
    const { failures } = judgeSizes([planted], {});
    assert.equal(failures.length, 1);
    assert.match(failures[0], /^elements\/vehicle-badge\.js is 31\.0 kB gzip, over its display budget of 30\.0 kB, and has no baseline/);
  });

  it('admits a new element over its class only when ADMITTED_OVER_CLASS names it, and then holds it to its baseline', () => {
    const planted = entry('vehicle-badge', 31 * KB, classes);
    assert.deepEqual(judgeSizes([planted], {}, { 'vehicle-badge': 'why' }).failures, []);
    assert.equal(judgeSizes([planted], {}, { 'fleet-report': 'why' }).failures.length, 1);
    const grown = entry('vehicle-badge', 32.5 * KB, classes);
    assert.match(judgeSizes([grown], { 'elements/vehicle-badge.js': 31 * KB }, { 'vehicle-badge': 'why' }).failures[0], /grew to 32\.5 kB gzip/);
  });

  it('passes a new element within its class', () => {
    assert.deepEqual(judgeSizes([entry('fleet-report', 59 * KB, classes)], {}).failures, []);
  });

  it('holds an element over its class to its baseline until it is brought within', () => {
    const baseline = { 'elements/user-form.js': 96 * KB };
    assert.deepEqual(judgeSizes([entry('user-form', 96.9 * KB)], baseline).failures, []);
    assert.match(judgeSizes([entry('user-form', 97.5 * KB)], baseline).failures[0], /grew to 97\.5 kB gzip/);
  });

  it('holds an element that met its class to it', () => {
    const { failures } = judgeSizes([entry('toasts', 30.5 * KB)], { 'elements/toasts.js': 29.9 * KB });
    assert.match(failures[0], /over its display budget of 30\.0 kB, which its baseline met/);
  });

  it('fails an element entry without a class', () => {
    const { failures } = judgeSizes([entry('unclassified-widget', 1 * KB)], {});
    assert.match(failures[0], /^elements\/unclassified-widget\.js has no size class/);
  });

  it('leaves the bundles without a budget to their baseline', () => {
    const all = { file: 'elements.js', gzip: 400 * KB, gzipBudget: null, sizeClass: null };
    assert.deepEqual(judgeSizes([all], { 'elements.js': 399.5 * KB }).failures, []);
  });
});
