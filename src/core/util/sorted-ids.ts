/** The index of the first element of an ascending array that is ≥ `id`. */
function lowerBound(ids: readonly number[], id: number): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((ids[mid] ?? Infinity) < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Inserts `id` into an ascending array, keeping it sorted (ids usually arrive in order: O(1)). */
export function insertSorted(ids: number[], id: number): void {
  const last = ids[ids.length - 1];
  if (last === undefined || id > last) {
    ids.push(id);
    return;
  }
  const at = lowerBound(ids, id);
  if (ids[at] !== id) ids.splice(at, 0, id);
}

/** Removes `id` from an ascending array. */
export function removeSorted(ids: number[], id: number): void {
  const at = lowerBound(ids, id);
  if (ids[at] === id) ids.splice(at, 1);
}
