import type { RepoRecord } from '../../state/database.js';
import type { IssueState, LabelState, MilestoneState, RepoWorld } from '../world.js';
import type { Site } from './shape.js';

/** `Label` (G/F `modules/structs/issue_label.go`, `convert.ToLabel`): a repo label's API URL. */
export function labelEntity(label: LabelState, repo: RepoRecord, site: Site) {
  return {
    id: label.id,
    name: label.name,
    exclusive: label.exclusive,
    is_archived: label.archived,
    color: label.color,
    description: label.description,
    url: `${site.apiUrl}/repos/${repo.owner}/${repo.name}/labels/${label.id}`,
  };
}

/** What `emit` shows when the world has no labels or milestones (docs/events.md "Stand-in values"). */
const STAND_IN_LABEL: LabelState = {
  id: 1,
  name: 'bug',
  color: 'ee0701',
  description: 'Something is not working',
  exclusive: false,
  archived: false,
};
const STAND_IN_MILESTONE: MilestoneState = {
  id: 1,
  title: 'v1.0',
  description: '',
  state: 'open',
  createdAt: '',
  closedAt: null,
  dueOn: null,
};
const labelsOf = (world: RepoWorld) => (world.labels.length > 0 ? world.labels : [STAND_IN_LABEL]);
const milestonesOf = (world: RepoWorld) =>
  world.milestones.length > 0 ? world.milestones : [STAND_IN_MILESTONE];

/**
 * What `emit` shows of an issue for a label or milestone action, without changing the world:
 * `label_updated` with the issue's labels or the first label, `milestoned` with its milestone or
 * the first one (G/F `IssueChangeMilestone` sends `milestoned` only when one is set).
 */
export function emitView(issue: IssueState, world: RepoWorld, action: string): IssueState {
  const first = { label: labelsOf(world)[0]?.id ?? 0, milestone: milestonesOf(world)[0]?.id ?? 0 };
  const views: Record<string, Partial<IssueState>> = {
    label_updated: { labels: issue.labels.length > 0 ? issue.labels : [first.label] },
    label_cleared: { labels: [] },
    milestoned: { milestone: issue.milestone ?? first.milestone },
    demilestoned: { milestone: null },
  };
  return { ...issue, ...views[action] };
}

/**
 * `Milestone` (G/F `modules/structs/issue_milestone.go`, `convert.ToAPIMilestone`): the issue
 * counts as the world has them (the products update them before notifying); `closed_at` only
 * when closed; `due_on` null without a deadline.
 */
export function milestoneEntity(milestone: MilestoneState, members: readonly IssueState[], at: string) {
  const issues = members.filter((i) => i.milestone === milestone.id);
  return {
    id: milestone.id,
    title: milestone.title,
    description: milestone.description,
    state: milestone.state,
    open_issues: issues.filter((i) => i.state === 'open').length,
    closed_issues: issues.filter((i) => i.state === 'closed').length,
    created_at: milestone.createdAt || at,
    updated_at: milestone.createdAt || at,
    closed_at: milestone.closedAt,
    due_on: milestone.dueOn,
  };
}

/** An issue's labels and milestone as payload objects. */
export function trackerFields(issue: IssueState, world: RepoWorld, repo: RepoRecord, site: Site, at: string) {
  const labels = issue.labels
    .map((id) => labelsOf(world).find((l) => l.id === id))
    .filter((l) => l !== undefined)
    .map((l) => labelEntity(l, repo, site));
  const milestone = milestonesOf(world).find((m) => m.id === issue.milestone);
  // The issue as shown counts, also when it is emit's view of it.
  const members = [...[...world.issues.values()].filter((i) => i.number !== issue.number), issue];
  return { labels, milestone: milestone ? milestoneEntity(milestone, members, at) : null };
}

export type LabelEntity = ReturnType<typeof labelEntity>;
export type MilestoneEntity = ReturnType<typeof milestoneEntity>;
