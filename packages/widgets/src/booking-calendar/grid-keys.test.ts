import { describe, expect, it } from 'vitest';
import { gridStep, pageStep } from './grid-keys';

describe('gridStep', () => {
  const rows = (col: number) => (col === 2 ? 92 : 96);

  it('moves one cell, stops at the edges, and clamps to a shorter column', () => {
    expect(gridStep('ArrowDown', { row: 5, col: 1 }, 7, rows)).toEqual({ row: 6, col: 1 });
    expect(gridStep('ArrowUp', { row: 0, col: 1 }, 7, rows)).toBeNull();
    expect(gridStep('ArrowRight', { row: 95, col: 1 }, 7, rows)).toEqual({ row: 91, col: 2 });
    expect(gridStep('ArrowRight', { row: 3, col: 6 }, 7, rows)).toBeNull();
  });

  it('Home and End go to the row’s first and last cell; a header row can be reached above', () => {
    expect(gridStep('Home', { row: 3, col: 4 }, 7, rows)).toEqual({ row: 3, col: 0 });
    expect(gridStep('End', { row: 3, col: 4 }, 7, rows)).toEqual({ row: 3, col: 6 });
    expect(gridStep('ArrowUp', { row: 0, col: 4 }, 7, rows, -1)).toEqual({ row: -1, col: 4 });
    expect(gridStep('Enter', { row: 0, col: 4 }, 7, rows)).toBeNull();
  });

  it('pages', () => {
    expect([pageStep('PageUp'), pageStep('PageDown'), pageStep('Tab')]).toEqual([-1, 1, null]);
  });
});
