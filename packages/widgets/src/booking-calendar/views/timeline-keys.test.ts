import { describe, expect, it } from 'vitest';
import { cellAfterKey, reachFreeColumn, selectedColumns } from './timeline-keys';

describe('cellAfterKey', () => {
  const grid = { rowCount: 500, columnCount: 24 };
  const at = { row: 10, column: 5 };
  const press = (key: string, ctrlKey = false) => cellAfterKey(at, { key, ctrlKey }, grid);

  it('moves one cell with the arrows and clamps at the edges', () => {
    expect(press('ArrowLeft')).toEqual({ row: 10, column: 4 });
    expect(press('ArrowRight')).toEqual({ row: 10, column: 6 });
    expect(press('ArrowUp')).toEqual({ row: 9, column: 5 });
    expect(press('ArrowDown')).toEqual({ row: 11, column: 5 });
    expect(cellAfterKey({ row: 0, column: 0 }, { key: 'ArrowUp', ctrlKey: false }, grid)).toEqual({ row: 0, column: 0 });
    expect(cellAfterKey({ row: 499, column: 23 }, { key: 'ArrowRight', ctrlKey: false }, grid)).toEqual({ row: 499, column: 23 });
  });

  it('Home/End go to the row’s first and last cell; with Ctrl, the grid’s', () => {
    expect(press('Home')).toEqual({ row: 10, column: 0 });
    expect(press('End')).toEqual({ row: 10, column: 23 });
    expect(press('Home', true)).toEqual({ row: 0, column: 0 });
    expect(press('End', true)).toEqual({ row: 499, column: 23 });
  });

  it('ignores other keys and empty grids', () => {
    expect(press('Enter')).toBeNull();
    expect(cellAfterKey(at, { key: 'ArrowDown', ctrlKey: false }, { rowCount: 0, columnCount: 24 })).toBeNull();
  });
});

describe('reachFreeColumn', () => {
  const busy = new Set([3, 9]);
  const isFree = (column: number) => !busy.has(column);

  it('reaches the target over free columns, either way', () => {
    expect(reachFreeColumn(5, 8, isFree)).toBe(8);
    expect(reachFreeColumn(8, 4, isFree)).toBe(4);
    expect(reachFreeColumn(5, 5, isFree)).toBe(5);
  });

  it('stops before a column that is not free', () => {
    expect(reachFreeColumn(5, 12, isFree)).toBe(8);
    expect(reachFreeColumn(5, 0, isFree)).toBe(4);
  });

  it('selectedColumns orders the ends', () => {
    expect(selectedColumns({ anchor: 7, focus: 4 })).toEqual([4, 7]);
  });
});
