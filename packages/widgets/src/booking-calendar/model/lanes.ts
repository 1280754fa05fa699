/** Where an item sits among those it overlaps: column `lane` of `lanes`, as calendar apps lay out clashing events. */
export type Lane = { lane: number; lanes: number };
export type Span = { start: number; end: number };

/**
 * Lanes for spans (ends exclusive), in the order given. Spans that overlap,
 * directly or through others, form a cluster sharing one lane count; each
 * takes the first lane free at its start, earlier and longer ones first.
 */
export function assignLanes(spans: readonly Span[]): Lane[] {
  const order = spans.map((_, index) => index);
  order.sort((a, b) => {
    const left = spans[a] as Span;
    const right = spans[b] as Span;
    return left.start - right.start || right.end - left.end || a - b;
  });
  const lanes: Lane[] = spans.map(() => ({ lane: 0, lanes: 1 }));
  let cluster: number[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -Infinity;
  const close = () => {
    for (const index of cluster) (lanes[index] as Lane).lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const index of order) {
    const span = spans[index] as Span;
    if (span.start >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= span.start);
    if (lane === -1) lane = laneEnds.push(span.end) - 1;
    else laneEnds[lane] = span.end;
    (lanes[index] as Lane).lane = lane;
    cluster.push(index);
    clusterEnd = cluster.length === 1 ? span.end : Math.max(clusterEnd, span.end);
  }
  close();
  return lanes;
}
