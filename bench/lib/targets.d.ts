// The types of targets.js, for scripts/docs/bench-table.ts (bench/ is JavaScript, not compiled).

/** A figure's min / median / max over the rounds (`n` rounds kept). */
export interface Spread {
  min: number;
  median: number;
  max: number;
  n: number;
}

/** One target row: a ratio against a baseline measured in the same run; met judged on the median. */
export interface TargetRow {
  id: string;
  figure: string;
  baseline: string;
  /** `≤ 1.1×`, `≥ 0.5×`, … or `report` (no goal). */
  goal: string;
  ratio: Spread | null;
  /** null: not measured, or a report row. */
  met: boolean | null;
}

/** The target rows of one run's results (`{}`: every row, nothing measured). */
export function targetsOf(results: object): TargetRow[];
