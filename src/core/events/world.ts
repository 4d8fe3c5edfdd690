import { stableHex } from '../util/stable-hex.js';
import type { RepoRecord } from '../state/database.js';
import type { CommitState, RepoWorld } from './world-state.js';
import type { RepoSeed } from './world-seed.js';
import { seedWorld, STAND_IN_MESSAGE } from './world-seed.js';

export type { RepoSeed } from './world-seed.js';
export type {
  CommitState,
  IssueState,
  LabelState,
  MilestoneState,
  ReleaseState,
  RepoWorld,
  ReviewRow,
} from './world-state.js';

/**
 * The state events read and simulations change, per repository, created on first use from the
 * repo record (its default branch at a SHA stable per repo) and forgotten on reset. Every SHA
 * and id comes from counters and the scenario seed, so a run is reproducible.
 */
export class World {
  private readonly repos = new Map<number, RepoWorld>();
  private ids = { issue: 0, pull: 0, comment: 0, release: 0, review: 0, repo: 0 };

  private seeded: (repo: RepoRecord) => RepoSeed | undefined = () => undefined;

  /**
   * `changed` is called for every change the world's own methods make and for every simulated
   * action (the one place outside this class that moves a repo's branches, issues and releases):
   * the world is part of the mock's state, so it moves the store's revision.
   */
  constructor(
    private readonly seedOf: () => number,
    private readonly changed: () => void,
  ) {}

  /** Where each repo's world starts: the scenario's `repos[]` branches, history, labels, milestones. */
  seed(seedOf: (repo: RepoRecord) => RepoSeed | undefined): void {
    this.seeded = seedOf;
    this.changed();
  }

  /** The repo's world if it was used since the last reset. */
  peek(repo: RepoRecord): RepoWorld | undefined {
    return this.repos.get(repo.id);
  }

  reset(): void {
    this.changed();
    this.repos.clear();
    this.ids = { issue: 0, pull: 0, comment: 0, release: 0, review: 0, repo: 0 };
  }

  of(repo: RepoRecord, seed = this.seeded(repo)): RepoWorld {
    let world = this.repos.get(repo.id);
    if (!world) {
      world = seedWorld(repo, seed, this.seedOf());
      if (!repo.empty && !world.branches.has(repo.defaultBranch)) {
        const head = initialHead(repo);
        world.branches.set(repo.defaultBranch, head);
        world.history.set(head, { sha: head, message: STAND_IN_MESSAGE, parent: null });
      }
      this.repos.set(repo.id, world);
      // A repo's world made on first use shows in snapshots (its branches): a change too.
      this.changed();
    }
    return world;
  }

  /** A new commit SHA of this repo: stable for the seed and the number of commits made. */
  nextSha(repo: RepoRecord): string {
    const world = this.of(repo);
    this.changed();
    world.commits += 1;
    return stableHex(`commit:${this.seedOf()}:${repo.owner}/${repo.name}:${world.commits}`, 40);
  }

  /** A new commit on top of `parent`, remembered with its message. */
  commit(repo: RepoRecord, message: string, parent: string | null): CommitState {
    const made = { sha: this.nextSha(repo), message, parent };
    this.of(repo).history.set(made.sha, made);
    return made;
  }

  nextId(kind: keyof World['ids']): number {
    this.ids[kind] += 1;
    return this.ids[kind];
  }

  /** Marks the world changed (a simulated action moved it). */
  touch(): void {
    this.changed();
  }

  forget(repo: RepoRecord): void {
    this.changed();
    this.repos.delete(repo.id);
  }
}

/** The head of a seeded repo's default branch (the test route's commit since the first release). */
const initialHead = (repo: RepoRecord) => stableHex(`commit:${repo.owner}/${repo.name}`, 40);

/** Whether a git ref names something in the repo (Forgejo's `GetCommit(ref)` on `?ref=`). */
export function resolveRef(world: RepoWorld, ref: string): string | undefined {
  const short = ref.replace(/^refs\/(heads|tags)\//, '');
  if (ref.startsWith('refs/heads/')) return world.branches.get(short);
  if (ref.startsWith('refs/tags/')) return world.tags.get(short);
  const named = world.branches.get(ref) ?? world.tags.get(ref);
  if (named) return named;
  if (/^[0-9a-f]{7,40}$/.test(ref)) {
    for (const sha of [...world.branches.values(), ...world.tags.values()])
      if (sha.startsWith(ref)) return sha;
  }
  return undefined;
}
