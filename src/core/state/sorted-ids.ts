/** Inserts `id` into an ascending array, keeping it sorted (ids usually arrive in order: O(1)). */
export function insertSorted(ids: number[], id: number): void {
  const last = ids[ids.length - 1];
  if (last === undefined || id > last) {
    ids.push(id);
    return;
  }
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((ids[mid] as number) < id) lo = mid + 1;
    else hi = mid;
  }
  if (ids[lo] !== id) ids.splice(lo, 0, id);
}

/** Removes `id` from an ascending array. */
export function removeSorted(ids: number[], id: number): void {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((ids[mid] as number) < id) lo = mid + 1;
    else hi = mid;
  }
  if (ids[lo] === id) ids.splice(lo, 1);
}
