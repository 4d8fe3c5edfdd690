import { type GlobAtom, type GlobToken, parseGlob } from './glob-syntax.js';

/**
 * A compiled glob: a Thompson NFA simulated over the branch's code points, one set of live
 * states per character. Time is O(branch length × pattern length) whatever the pattern — the
 * same bound Go's regexp (RE2) gives — where the old translation to a backtracking RegExp took
 * exponential time on `*a*a*a…b` (minimatch's CVE-2022-3517 class of bug). A match that
 * would need more than MAX_STEPS state visits (~50–100 ms) (a filter and a ref each thousands of characters
 * long, built to keep every state alive) stops and counts as no match: a deliberate bound, so
 * that one request cannot hold the event loop for seconds.
 */
const MAX_STEPS = 3_000_000;
/**
 * The same bound for all the matches of one synchronous stretch of work (F6): an event checks
 * every hook's filter in one loop, so a per-match bound alone let 200 hostile filters hold the
 * event loop for 13 s. Once a stretch has spent TURN_STEPS, further matches in it count as no
 * match; the count starts again at the next microtask (not a timer: fake timers in users' tests
 * must not freeze it).
 */
const TURN_STEPS = 4 * MAX_STEPS;
const turn = { visits: 0, resetQueued: false };

function spend(visits: number): void {
  turn.visits += visits;
  if (turn.resetQueued) return;
  turn.resetQueued = true;
  queueMicrotask(() => {
    turn.visits = 0;
    turn.resetQueued = false;
  });
}

type Instruction =
  | { op: 'atom'; atom: GlobAtom }
  | { op: 'star' }
  | { op: 'split'; to: number[] }
  | { op: 'jmp'; to: number }
  | { op: 'match' };

export interface Glob {
  match(text: string): boolean;
}

/** Throws GlobSyntaxError (from parseGlob) for patterns gobwas would not compile. */
export function compileGlobMatcher(pattern: string): Glob {
  const program = assemble(parseGlob(pattern));
  return { match: (text) => run(program, text) };
}

function assemble(tokens: readonly GlobToken[]): Instruction[] {
  const program: Instruction[] = [];
  // One frame per open group: its split (the alternatives' entry points) and the jumps that
  // leave each finished alternative, patched to the group's end at `}`.
  const groups: { split: { op: 'split'; to: number[] }; exits: { op: 'jmp'; to: number }[] }[] = [];
  for (const token of tokens) {
    if (token.kind === 'star') program.push({ op: 'star' });
    else if (token.kind === 'open') {
      const split = { op: 'split' as const, to: [program.length + 1] };
      program.push(split);
      groups.push({ split, exits: [] });
    } else if (token.kind === 'sep' || token.kind === 'close') {
      const group = groups[groups.length - 1];
      if (!group) throw new Error('unbalanced glob group'); // parseGlob never lets this through
      if (token.kind === 'sep') {
        const exit = { op: 'jmp' as const, to: -1 };
        program.push(exit);
        group.exits.push(exit);
        group.split.to.push(program.length);
      } else {
        for (const exit of group.exits) exit.to = program.length;
        groups.pop();
      }
    } else program.push({ op: 'atom', atom: token });
  }
  program.push({ op: 'match' });
  return program;
}

function accepts(atom: GlobAtom, c: number): boolean {
  switch (atom.kind) {
    case 'char':
      return atom.cp === c;
    case 'one':
      return true;
    case 'list':
      return atom.cps.has(c) !== atom.not;
    case 'range':
      return (c >= atom.lo && c <= atom.hi) !== atom.not;
  }
}

/** The states live at one step, each added once (its epsilon closure followed without recursion). */
class StateSet {
  readonly pcs: Int32Array;
  size = 0;
  constructor(
    private readonly program: readonly Instruction[],
    private readonly seen: Int32Array,
    private readonly stack: Int32Array,
    private readonly budget: { visits: number },
  ) {
    this.pcs = new Int32Array(program.length);
  }
  add(start: number, generation: number): void {
    let top = 0;
    this.stack[top++] = start;
    while (top > 0) {
      // Indices below `top` and pcs of the compiled program are in range by construction; casts, not checks, in this hot loop.
      const pc = this.stack[--top] as number;
      this.budget.visits++;
      if (this.seen[pc] === generation) continue;
      this.seen[pc] = generation;
      const ins = this.program[pc] as Instruction;
      if (ins.op === 'jmp') this.stack[top++] = ins.to;
      else if (ins.op === 'split')
        for (let k = ins.to.length - 1; k >= 0; k--) this.stack[top++] = ins.to[k] as number;
      else {
        this.pcs[this.size++] = pc;
        if (ins.op === 'star') this.stack[top++] = pc + 1;
      }
    }
  }
}

function run(program: readonly Instruction[], text: string): boolean {
  if (turn.visits > TURN_STEPS) return false;
  const budget = { visits: 0 };
  try {
    return simulate(program, text, budget, Math.min(MAX_STEPS, TURN_STEPS - turn.visits));
  } finally {
    spend(budget.visits);
  }
}

function simulate(
  program: readonly Instruction[],
  text: string,
  budget: { visits: number },
  maxSteps: number,
): boolean {
  const seen = new Int32Array(program.length).fill(-1);
  // A state is expanded once per step and pushes at most its out-edges, so 2 × length bounds it.
  const stack = new Int32Array(2 * program.length + 2);
  let live = new StateSet(program, seen, stack, budget);
  let next = new StateSet(program, seen, stack, budget);
  let generation = 0;
  live.add(0, generation);
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    generation++;
    next.size = 0;
    for (let k = 0; k < live.size; k++) {
      // In range by construction (see StateSet.add): casts, not checks, in the hot loop.
      const pc = live.pcs[k] as number;
      const ins = program[pc] as Instruction;
      if (ins.op === 'star') next.add(pc, generation);
      else if (ins.op === 'atom' && accepts(ins.atom, c)) next.add(pc + 1, generation);
    }
    if (next.size === 0) return false;
    if (budget.visits > maxSteps) return false;
    [live, next] = [next, live];
  }
  for (let k = 0; k < live.size; k++) if (program[live.pcs[k] ?? -1]?.op === 'match') return true;
  return false;
}
