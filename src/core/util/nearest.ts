/**
 * The candidate closest to `word` by edit distance (case-insensitive), when it is close enough to
 * be a typo: at most 2 edits, and fewer than half the word. `undefined` when none is.
 *
 * @example
 * nearest('activ', ['active', 'events']); // 'active'
 * nearest('pushh', ['push', 'issues']); // 'push'
 * @see docs/reference/scenario-format.md
 */
export function nearest(word: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.min(2, Math.ceil(word.length / 2) - 1);
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const d = distance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance && d > 0) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** ` (did you mean "active"?)`, or '' when no candidate is close. */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const match = nearest(word, candidates);
  return match === undefined ? '' : ` (did you mean "${match}"?)`;
}

/** Levenshtein distance, one row at a time. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}
