import { EmitError } from '../emitter.js';
import type { IssueState } from '../world.js';
import type { Step } from './runner.js';
import { distinct } from './limits.js';

/** The ids of the repo's labels by name, in the order given; an unknown name throws. */
function labelIds(step: Step, names: readonly string[]): number[] {
  return names.map((name) => {
    const found = step.world.labels.find((l) => l.name === name);
    if (!found) {
      const known = step.world.labels.map((l) => l.name).join(', ') || 'none; add repos[].labels';
      throw new EmitError(`no label "${name}" in this repo (labels: ${known})`);
    }
    return found.id;
  });
}

function milestoneId(step: Step, title: string): number {
  const found = step.world.milestones.find((m) => m.title === title);
  if (!found) {
    const known = step.world.milestones.map((m) => m.title).join(', ') || 'none; add repos[].milestones';
    throw new EmitError(`no milestone "${title}" in this repo (milestones: ${known})`);
  }
  return found.id;
}

/** Fires an issue or PR event of the label/milestone group (`issue_label`, `pull_request_milestone`…). */
async function fireTracker(step: Step, issue: IssueState, group: 'label' | 'milestone', action: string) {
  await step.fire(step.says.grouped(step.ctx, issue, group, action));
}

/**
 * G/F `notifier.go` `IssueChangeLabels` (`label_updated`, the resulting `labels`) and
 * `IssueClearLabels` (`label_cleared`, when none are left).
 */
export async function setLabels(step: Step, number: number, names: readonly string[]) {
  const issue = step.issue(number);
  issue.labels = labelIds(step, distinct(names));
  step.touch(issue);
  await fireTracker(step, issue, 'label', issue.labels.length > 0 ? 'label_updated' : 'label_cleared');
}

/** G/F `IssueChangeMilestone`: `milestoned` whenever one is set afterwards, else `demilestoned`. */
export async function setMilestone(step: Step, number: number, title: string | null) {
  const issue = step.issue(number);
  issue.milestone = title === null ? null : milestoneId(step, title);
  step.touch(issue);
  await fireTracker(step, issue, 'milestone', issue.milestone === null ? 'demilestoned' : 'milestoned');
}

/** What opening an issue or PR with labels and a milestone resolves to, before anything is sent. */
export function trackerOf(step: Step, o: { labels?: readonly string[]; milestone?: string }) {
  return {
    labels: labelIds(step, distinct(o.labels)),
    milestone: o.milestone === undefined ? null : milestoneId(step, o.milestone),
  };
}

/**
 * G `services/issue/issue.go` `NewIssue`, `services/pull/pull.go` `NewPullRequest`: after
 * `opened`, `label_updated` once when there are labels, then `milestoned` when there is one.
 */
export async function afterOpen(step: Step, issue: IssueState) {
  if (issue.labels.length > 0) await fireTracker(step, issue, 'label', 'label_updated');
  if (issue.milestone !== null) await fireTracker(step, issue, 'milestone', 'milestoned');
}
