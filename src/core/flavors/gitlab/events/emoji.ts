import type { IssueState } from '../../../events/world-state.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import { gitlabProject, gitlabUser, projectUrls, utcWords } from './entities.js';
import { issueAttributes } from './issues.js';

/**
 * An emoji event (`Emoji Hook`, `event_type: "award"`; `object_attributes.action` `award` or
 * `revoke`): a `thumbsup` (id 1) on the newest issue, which follows under `issue` as its hook
 * attributes. Keys in `@gitbeaker/core`'s `WebhookEmojiEventSchema` order (UNVERIFIED: the
 * reference has no full example; docs/gitlab-deliveries.md).
 */
export function gitlabEmoji(ctx: PayloadContext, issue: IssueState, action: string) {
  const repo = needRepo(ctx);
  const { action: _a, ...attributes } = issueAttributes(ctx, issue, null);
  return {
    object_kind: 'emoji',
    event_type: 'award',
    user: gitlabUser(ctx.sender),
    project_id: repo.id,
    project: gitlabProject(ctx),
    object_attributes: {
      user_id: ctx.sender.id,
      created_at: utcWords(ctx.at),
      id: 1,
      name: 'thumbsup',
      awardable_type: 'Issue',
      awardable_id: issue.id,
      updated_at: utcWords(ctx.at),
      action,
      awarded_on_url: `${projectUrls(ctx).web}/-/issues/${issue.number}`,
    },
    issue: attributes,
  };
}
