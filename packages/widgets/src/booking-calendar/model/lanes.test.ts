import { describe, expect, it } from 'vitest';
import { assignLanes } from './lanes';

describe('assignLanes', () => {
  it('gives lone items the whole width', () => {
    expect(
      assignLanes([
        { start: 0, end: 10 },
        { start: 10, end: 20 },
      ]),
    ).toEqual([
      { lane: 0, lanes: 1 },
      { lane: 0, lanes: 1 },
    ]);
  });

  it('splits a cluster of overlaps into columns and reuses a lane once it frees up', () => {
    // a 0–60, b 15–30, c 30–90 (b's lane is free at 30), d 100–110 alone.
    const lanes = assignLanes([
      { start: 30, end: 90 },
      { start: 0, end: 60 },
      { start: 100, end: 110 },
      { start: 15, end: 30 },
    ]);
    expect(lanes).toEqual([
      { lane: 1, lanes: 2 },
      { lane: 0, lanes: 2 },
      { lane: 0, lanes: 1 },
      { lane: 1, lanes: 2 },
    ]);
  });

  it('counts lanes over a chain of overlaps, longer items first on equal starts', () => {
    const lanes = assignLanes([
      { start: 0, end: 10 },
      { start: 0, end: 30 },
      { start: 5, end: 20 },
      { start: 25, end: 40 },
    ]);
    expect(lanes.map((lane) => lane.lanes)).toEqual([3, 3, 3, 3]);
    expect(lanes.map((lane) => lane.lane)).toEqual([1, 0, 2, 1]);
  });
});
