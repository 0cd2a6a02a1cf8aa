/**
 * The posts at one shown point that match a filter, newest first: all of them (`complete`), or
 * the newest and the rest unknown. The feed near a point is made of these (service.ts), each
 * kept for every request that reaches the point (feed-cache.ts).
 */
export interface PointPosts {
  /** newest first; a typed array, which the garbage collector need not look into */
  ids: ArrayLike<number>;
  complete: boolean;
  /** how many posts there are, counted up to a cap */
  count: number;
}

/** How many posts the lists stand for in all, up to `cap`. */
export function cappedCount(lists: readonly PointPosts[], cap: number): number {
  let total = 0;
  for (const list of lists) {
    total += list.count;
    if (total >= cap) return cap;
  }
  return total;
}

/** The first index of `ids` (newest first) below `before`. */
function firstBelow(ids: ArrayLike<number>, before: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ids[middle] as number) >= before) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A list being read: its ids and where the next is. */
interface Reading {
  ids: ArrayLike<number>;
  at: number;
}

const head = (reading: Reading) => reading.ids[reading.at] as number;

/** A heap of lists by their next id, the largest on top. */
function siftDown(heap: Reading[], from: number): void {
  let at = from;
  for (;;) {
    const left = 2 * at + 1;
    const right = left + 1;
    let largest = at;
    if (left < heap.length && head(heap[left] as Reading) > head(heap[largest] as Reading)) {
      largest = left;
    }
    if (right < heap.length && head(heap[right] as Reading) > head(heap[largest] as Reading)) {
      largest = right;
    }
    if (largest === at) return;
    [heap[at], heap[largest]] = [heap[largest] as Reading, heap[at] as Reading];
    at = largest;
  }
}

/**
 * The next `count` ids, newest first, of the posts at all the points together (below `before`
 * when given), fewer when there are no more; or null when a list cut short might hold one of
 * them: every id it does not hold is older than its last, so an id is certain only while it is
 * at least as new as the last of every list cut short.
 */
export function newestOf(
  lists: readonly PointPosts[],
  count: number,
  before?: number,
): number[] | null {
  let floor = -Infinity;
  const heap: Reading[] = [];
  for (const list of lists) {
    if (!list.complete) floor = Math.max(floor, list.ids[list.ids.length - 1] ?? Infinity);
    const at = before === undefined ? 0 : firstBelow(list.ids, before);
    if (at < list.ids.length) heap.push({ ids: list.ids, at });
  }
  for (let at = (heap.length >>> 1) - 1; at >= 0; at -= 1) siftDown(heap, at);
  const ids: number[] = [];
  while (ids.length < count) {
    const top = heap[0];
    if (top === undefined) return floor === -Infinity ? ids : null;
    const id = head(top);
    if (id < floor) return null;
    ids.push(id);
    top.at += 1;
    if (top.at === top.ids.length) {
      const last = heap.pop() as Reading;
      if (heap.length > 0 && last !== top) heap[0] = last;
    }
    siftDown(heap, 0);
  }
  return ids;
}
