import { EmitError } from '../emitter.js';
import type { RepoWorld } from '../world.js';
import { thousands } from '../../util/thousands.js';

/**
 * What one simulated action may ask for (security review 4, G1/G2): a push of 5,000,000 commits
 * held the event loop 24 s and the second one ran the heap out; 10,000 × the same reviewer made
 * 20,002 deliveries. Every count, list and text of an action's options is checked before the
 * world moves; past a cap the action is refused (`EmitError`, a 400 naming the field over HTTP).
 */
export const SIMULATE_LIMITS = {
  /** Commits of one push, as a count or as a list of messages. */
  commits: 1000,
  /** Names in one list (`labels`, `assignees`, `reviewers`), duplicates dropped first. */
  list: 100,
  /** Characters of one text (a title, a body, a commit message): GitHub's 65,536 for a body. */
  text: 65_536,
} as const;

/**
 * What the simulated world keeps per repository: it lives until a reset, so it is bounded like
 * the logs (the memory budget also refuses simulate requests once the heap is past it).
 */
export const WORLD_LIMITS = {
  commits: 100_000,
  issues: 10_000,
  releases: 10_000,
  refs: 10_000,
} as const;

function checkText(key: string, value: string): void {
  if (value.length > SIMULATE_LIMITS.text)
    throw new EmitError(`"${key}" is longer than ${thousands(SIMULATE_LIMITS.text)} characters`);
}

function checkList(key: string, list: readonly unknown[], max: number): void {
  if (list.length > max) throw new EmitError(`"${key}" lists more than ${thousands(max)} entries`);
  for (const item of list) if (typeof item === 'string') checkText(key, item);
}

/** Every field of an action's options within its cap; throws an EmitError naming the first that is not. */
export function checkSimulateOptions(options: object): void {
  for (const [key, value] of Object.entries(options)) {
    const max = key === 'commits' ? SIMULATE_LIMITS.commits : SIMULATE_LIMITS.list;
    if (typeof value === 'string') checkText(key, value);
    // A list of names counts once per name (duplicates are dropped); commit messages may repeat.
    else if (Array.isArray(value)) checkList(key, key === 'commits' ? value : distinct(value), max);
    else if (key === 'commits' && typeof value === 'number' && !(value <= SIMULATE_LIMITS.commits))
      throw new EmitError(`"commits" may be at most ${thousands(SIMULATE_LIMITS.commits)}, got ${value}`);
  }
}

/** The names of a list option once, in the order first given (GitHub and Gitea store a set). */
export const distinct = <T>(list: readonly T[] | undefined): T[] => [...new Set(list ?? [])];

const SIZES: Record<keyof typeof WORLD_LIMITS, (world: RepoWorld) => number> = {
  commits: (w) => w.history.size,
  issues: (w) => w.issues.size,
  releases: (w) => w.releases.size,
  refs: (w) => w.branches.size + w.tags.size,
};

const NOUNS: Record<keyof typeof WORLD_LIMITS, string> = {
  commits: 'commits',
  issues: 'issues and pull requests',
  releases: 'releases',
  refs: 'branches and tags',
};

/** Throws unless the repo's world has room for `adding` more of `kind`. */
export function makeRoom(world: RepoWorld, kind: keyof typeof WORLD_LIMITS, adding = 1): void {
  if (SIZES[kind](world) + adding <= WORLD_LIMITS[kind]) return;
  throw new EmitError(
    `the simulated repository keeps at most ${thousands(WORLD_LIMITS[kind])} ${NOUNS[kind]}; reset the mock to start again`,
  );
}
