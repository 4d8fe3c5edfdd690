import type { RepoRecord } from '../state/database.js';
import type { SeedHistory, SeedLabel, SeedMilestone } from './tracker-schema.js';
import { stableHex } from '../util/stable-hex.js';
import type { CommitState, RepoWorld } from './world-state.js';

/** The message of a commit the scenario did not describe (a seeded head without `history`). */
export const STAND_IN_MESSAGE = 'Add widget scaffolding\n';

/** What a scenario repo seeds, with label and milestone ids given in scenario order. */
export interface RepoSeed {
  branches?: Record<string, string> | undefined;
  history?: SeedHistory | undefined;
  labels?: readonly (SeedLabel & { id: number })[] | undefined;
  milestones?: readonly (SeedMilestone & { id: number })[] | undefined;
  /** When the scenario's world began: seeded milestones' `created_at`. */
  epoch: string;
}

/** A repo's world as the scenario seeds it (the default branch's head is added by the caller). */
export function seedWorld(repo: RepoRecord, seed: RepoSeed | undefined, seedNumber: number): RepoWorld {
  const world: RepoWorld = {
    branches: new Map(Object.entries(seed?.branches ?? {})),
    tags: new Map(),
    issues: new Map(),
    releases: new Map(),
    nextNumber: 1,
    commits: 0,
    history: new Map(),
    labels: (seed?.labels ?? []).map((l) => ({
      id: l.id,
      name: l.name,
      color: l.color.replace(/^#/, ''),
      description: l.description ?? '',
      exclusive: l.exclusive ?? false,
      archived: l.archived ?? false,
    })),
    milestones: (seed?.milestones ?? []).map((m) => ({
      id: m.id,
      title: m.title,
      description: m.description ?? '',
      state: m.state ?? 'open',
      createdAt: seed?.epoch ?? '',
      closedAt: m.state === 'closed' ? (seed?.epoch ?? null) : null,
      dueOn: m.due_on === undefined ? null : new Date(m.due_on).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    })),
  };
  // The default branch first, so other branches can start from its head.
  const entries = Object.entries(seed?.history ?? {}).sort(
    ([a], [b]) => Number(b === repo.defaultBranch) - Number(a === repo.defaultBranch),
  );
  for (const [branch, commits] of entries) {
    let parent = branch === repo.defaultBranch ? null : (world.branches.get(repo.defaultBranch) ?? null);
    commits.forEach((c, i) => {
      const sha = c.sha ?? stableHex(`seed:${seedNumber}:${repo.owner}/${repo.name}:${branch}:${i}`, 40);
      const message = c.message.endsWith('\n') ? c.message : `${c.message}\n`;
      if (!world.history.has(sha)) world.history.set(sha, { sha, message, parent });
      parent = sha;
    });
    if (parent !== null) world.branches.set(branch, parent);
  }
  return world;
}

/** The message of the commit a SHA names (the stand-in for one the world never saw). */
export const messageOf = (world: RepoWorld, sha: string): string =>
  world.history.get(sha)?.message ?? STAND_IN_MESSAGE;

/** A commit and its first parents, newest first, at most `limit` (G/F `CommitsBeforeLimit`). */
export function historyOf(world: RepoWorld, sha: string, limit: number): CommitState[] {
  const out: CommitState[] = [];
  for (let at = world.history.get(sha); at && out.length < limit;) {
    out.push(at);
    at = at.parent === null ? undefined : world.history.get(at.parent);
  }
  return out;
}
