import type { Emitter } from '../emitter.js';
import { EmitError } from '../emitter.js';
import { createBranch, createTag, deleteBranch, deleteTag, pushCommits } from './git-actions.js';
import { deleteRepository, ensureRepository, forkRepository } from './repo-actions.js';
import { Step } from './runner.js';
import * as tracker from './tracker-actions.js';
import { setLabels, setMilestone } from './label-actions.js';
import { checkSimulateOptions } from './limits.js';
import { requestReview } from './review-actions.js';
import type { Simulate, SimulateResult } from './types.js';
import { must } from '../../util/must.js';
import type { SimulateVerbs } from './types.js';

/** A verb one of the product's services adds (`ProductService.verbs`), by name; undefined: none does. */
export type VerbLookup = <K extends keyof Simulate>(name: K) => SimulateVerbs[K];

/** A verb only some products have (GitHub Apps' installations), asked of a mock whose product has none. */
function notOffered(emitter: Emitter, name: keyof Simulate): never {
  throw new EmitError(`simulate.${name} is not a simulation of the ${emitter.flavor.name} flavor`);
}

const sha = (value: string) => ({ sha: value });
const number = (value: number) => ({ number: value });
const messages = (commits: number | string[] | undefined) =>
  Array.isArray(commits)
    ? commits.map((m) => (m.endsWith('\n') ? m : `${m}\n`))
    : Array.from({ length: commits ?? 1 }, (_, i) => `Commit ${i + 1}\n`);

/** Runs one simulated action in a Step over the repo's world; resolves to its deliveries. */
function runner(emitter: Emitter) {
  return async <T>(
    o: { repo: string; sender?: string },
    act: (step: Step) => Promise<T>,
    result: (value: T) => Omit<SimulateResult, 'deliveries'> = () => ({}),
  ): Promise<SimulateResult> => {
    if (typeof o?.repo !== 'string') throw new EmitError('simulate needs { repo: "owner/name" }');
    checkSimulateOptions(o);
    const place = emitter.resolvePlace({ repo: o.repo });
    const ctx = emitter.context(place, o.sender);
    const step = new Step(emitter, ctx, ctx.world.of(must(place.repo, 'repository to simulate in')));
    // The action moves the world while it runs (between awaits too): changed before and after.
    ctx.world.touch();
    let value: T;
    try {
      value = await act(step);
    } finally {
      ctx.world.touch();
    }
    return { deliveries: step.deliveries, notFired: step.notFired, ...result(value) };
  };
}

/** Builds `mock.simulate`: each action runs in a Step over the repo's world and returns its deliveries. */
export function createSimulate(emitter: Emitter, verbs: VerbLookup): Simulate {
  const run = runner(emitter);
  return {
    push: (o) =>
      run(
        o,
        (s) => {
          const list = messages(o.commits);
          if (list.length === 0) throw new EmitError('a push needs at least one commit');
          return pushCommits(s, o.branch ?? s.ctx.repo?.defaultBranch ?? 'main', list);
        },
        sha,
      ),
    createBranch: (o) =>
      run(o, (s) => createBranch(s, o.branch, o.from ?? s.ctx.repo?.defaultBranch ?? 'main'), sha),
    deleteBranch: (o) => run(o, (s) => deleteBranch(s, o.branch)),
    createTag: (o) => run(o, (s) => createTag(s, o.tag, o.from ?? s.ctx.repo?.defaultBranch ?? 'main'), sha),
    deleteTag: (o) => run(o, (s) => deleteTag(s, o.tag)),
    openIssue: (o) => run(o, (s) => tracker.openIssue(s, o), number),
    editIssue: (o) => run(o, (s) => tracker.editIssue(s, o.number, o, false)),
    closeIssue: (o) => run(o, (s) => tracker.setState(s, o.number, 'closed', false)),
    reopenIssue: (o) => run(o, (s) => tracker.setState(s, o.number, 'open', false)),
    comment: (o) => run(o, (s) => tracker.comment(s, o.number, o.body ?? 'Thanks, on it.')),
    openPullRequest: (o) => run(o, (s) => tracker.openPullRequest(s, o), number),
    mergePullRequest: (o) => run(o, (s) => tracker.mergePullRequest(s, o.number), sha),
    closePullRequest: (o) => run(o, (s) => tracker.setState(s, o.number, 'closed', true)),
    reopenPullRequest: (o) => run(o, (s) => tracker.setState(s, o.number, 'open', true)),
    review: (o) => run(o, (s) => tracker.review(s, o.number, o.verdict, o.body ?? '')),
    requestReview: (o) => run(o, (s) => requestReview(s, o.number, o.reviewer, o.remove !== true)),
    setLabels: (o) => run(o, (s) => setLabels(s, o.number, o.labels)),
    setMilestone: (o) => run(o, (s) => setMilestone(s, o.number, o.milestone)),
    publishRelease: (o) => run(o, (s) => tracker.publishRelease(s, o)),
    updateRelease: (o) => run(o, (s) => tracker.updateRelease(s, o)),
    deleteRelease: (o) => run(o, (s) => tracker.deleteRelease(s, o)),
    fork: (o) => run(o, (s) => forkRepository(s, emitter.store, s.ctx.world, o.owner ?? s.ctx.sender.login)),
    createRepository: async (o) => {
      if (typeof o?.repo === 'string') {
        checkSimulateOptions(o);
        ensureRepository(emitter.store, o.repo, o.sender);
      }
      return run(o, (s) => s.fire(s.says.repository(s.ctx, 'created')));
    },
    deleteRepository: (o) => run(o, (s) => deleteRepository(s, emitter.store, s.ctx.world)),
    // The verbs of the product's services (`ProductService.verbs`); a refusal where it has none.
    installApp: async (o) => (verbs('installApp') ?? notOffered(emitter, 'installApp'))(o),
    addRepositoriesToInstallation: async (o) =>
      (verbs('addRepositoriesToInstallation') ?? notOffered(emitter, 'addRepositoriesToInstallation'))(o),
  };
}
