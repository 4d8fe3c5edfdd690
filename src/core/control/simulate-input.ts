import type { Simulate, SimulateResult } from '../events/simulate/types.js';
import { ControlError } from './control-error.js';
import { SimulateFields } from './simulate-fields.js';

/** An action's options read and checked, ready to run against a mock's `simulate`. */
type Prepared = (simulate: Simulate) => Promise<SimulateResult>;

const who = (f: SimulateFields) => ({ repo: f.string('repo'), sender: f.optionalString('sender') });
const numbered = (f: SimulateFields) => ({ ...who(f), number: f.number('number') });
const texts = (f: SimulateFields) => ({ title: f.optionalString('title'), body: f.optionalString('body') });
const tracker = (f: SimulateFields) => ({
  labels: f.optionalStrings('labels'),
  milestone: f.optionalString('milestone'),
});

/**
 * `POST /__hookmock/simulate/{action}`: per action of `mock.simulate`, how its options are read
 * from the JSON body (the same names and types as in process). Typed against `Simulate`, so an
 * action added there is a compile error here until it has its row.
 */
const ACTIONS: { [A in keyof Simulate]: (f: SimulateFields) => Prepared } = {
  push: (f) => {
    const o = { ...who(f), branch: f.optionalString('branch'), commits: f.optionalCommits('commits') };
    return (s) => s.push(o);
  },
  createBranch: (f) => {
    const o = { ...who(f), branch: f.string('branch'), from: f.optionalString('from') };
    return (s) => s.createBranch(o);
  },
  deleteBranch: (f) => {
    const o = { ...who(f), branch: f.string('branch') };
    return (s) => s.deleteBranch(o);
  },
  createTag: (f) => {
    const o = { ...who(f), tag: f.string('tag'), from: f.optionalString('from') };
    return (s) => s.createTag(o);
  },
  deleteTag: (f) => {
    const o = { ...who(f), tag: f.string('tag') };
    return (s) => s.deleteTag(o);
  },
  openIssue: (f) => {
    const o = { ...who(f), ...texts(f), assignees: f.optionalStrings('assignees'), ...tracker(f) };
    return (s) => s.openIssue(o);
  },
  editIssue: (f) => {
    const o = { ...numbered(f), ...texts(f) };
    return (s) => s.editIssue(o);
  },
  closeIssue: (f) => {
    const o = numbered(f);
    return (s) => s.closeIssue(o);
  },
  reopenIssue: (f) => {
    const o = numbered(f);
    return (s) => s.reopenIssue(o);
  },
  comment: (f) => {
    const o = { ...numbered(f), body: f.optionalString('body') };
    return (s) => s.comment(o);
  },
  openPullRequest: (f) => {
    const o = { ...who(f), head: f.string('head'), base: f.optionalString('base'), ...texts(f) };
    const more = { ...tracker(f), reviewers: f.optionalStrings('reviewers') };
    return (s) => s.openPullRequest({ ...o, ...more });
  },
  mergePullRequest: (f) => {
    const o = numbered(f);
    return (s) => s.mergePullRequest(o);
  },
  closePullRequest: (f) => {
    const o = numbered(f);
    return (s) => s.closePullRequest(o);
  },
  reopenPullRequest: (f) => {
    const o = numbered(f);
    return (s) => s.reopenPullRequest(o);
  },
  review: (f) => {
    const o = { ...numbered(f), verdict: verdictOf(f), body: f.optionalString('body') };
    return (s) => s.review(o);
  },
  requestReview: (f) => {
    const o = { ...numbered(f), reviewer: f.string('reviewer'), remove: f.optionalBoolean('remove') };
    return (s) => s.requestReview(o);
  },
  setLabels: (f) => {
    const o = { ...numbered(f), labels: f.strings('labels') };
    return (s) => s.setLabels(o);
  },
  setMilestone: (f) => {
    const o = { ...numbered(f), milestone: f.stringOrNull('milestone') };
    return (s) => s.setMilestone(o);
  },
  publishRelease: (f) => {
    const o = {
      ...who(f),
      tag: f.string('tag'),
      name: f.optionalString('name'),
      body: f.optionalString('body'),
    };
    const flags = { draft: f.optionalBoolean('draft'), prerelease: f.optionalBoolean('prerelease') };
    return (s) => s.publishRelease({ ...o, ...flags });
  },
  updateRelease: (f) => {
    const o = {
      ...who(f),
      tag: f.string('tag'),
      name: f.optionalString('name'),
      body: f.optionalString('body'),
    };
    return (s) => s.updateRelease(o);
  },
  deleteRelease: (f) => {
    const o = { ...who(f), tag: f.string('tag'), deleteTag: f.optionalBoolean('deleteTag') };
    return (s) => s.deleteRelease(o);
  },
  fork: (f) => {
    const o = { ...who(f), owner: f.optionalString('owner') };
    return (s) => s.fork(o);
  },
  createRepository: (f) => {
    const o = who(f);
    return (s) => s.createRepository(o);
  },
  deleteRepository: (f) => {
    const o = who(f);
    return (s) => s.deleteRepository(o);
  },
  installApp: (f) => {
    const o = { app: f.idOrName('app'), account: f.string('account'), sender: f.optionalString('sender') };
    const more = {
      repositories: f.optionalStrings('repositories'),
      installation: f.optionalNumber('installation'),
    };
    return (s) => s.installApp({ ...o, ...more });
  },
  addRepositoriesToInstallation: (f) => {
    const o = { installation: f.number('installation'), repositories: f.strings('repositories') };
    return (s) => s.addRepositoriesToInstallation({ ...o, sender: f.optionalString('sender') });
  },
};

const VERDICTS = ['approve', 'request_changes', 'comment'] as const;

function verdictOf(f: SimulateFields): (typeof VERDICTS)[number] {
  const value = f.string('verdict');
  const verdict = VERDICTS.find((v) => v === value);
  if (!verdict)
    throw new ControlError(400, `"verdict" must be one of ${VERDICTS.join(', ')}; got "${value}"`);
  return verdict;
}

/** The names of the actions, in `mock.simulate`'s order. */
export const SIMULATE_ACTIONS = Object.keys(ACTIONS);

/** The reader of `action`'s options; 404 naming the actions for an unknown one. */
export function simulateAction(action: string): (input: Record<string, unknown>) => Prepared {
  const entry = Object.entries(ACTIONS).find(([name]) => name === action);
  if (!entry)
    throw new ControlError(
      404,
      `unknown simulate action "${action}" (actions: ${SIMULATE_ACTIONS.join(', ')})`,
    );
  const [, read] = entry;
  return (input) => {
    const fields = new SimulateFields(input);
    const prepared = read(fields);
    const { given, known } = fields.unknown();
    if (given.length > 0)
      throw new ControlError(400, `unknown field "${given[0]}" for ${action} (fields: ${known.join(', ')})`);
    return prepared;
  };
}
