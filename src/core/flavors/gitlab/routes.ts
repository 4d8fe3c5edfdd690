import type { Access, Method, RouteRow } from '../../contract/route-rows.js';
import type { GitlabOp } from './operations.js';

/**
 * GitLab's project and group hook routes (`lib/api/project_hooks.rb`, group_webhooks.md; the
 * reference's §1.1–§1.2) and the resources its clients read first (`GET /projects/:id`,
 * `/groups/:id`, `/user`, `/users`), answered by src/core/flavors/gitlab/hooks/. `:id` is the numeric id
 * or the URL-encoded full path. The test route takes a trigger (`lib/api/hooks/trigger_test.rb`).
 * The events log and resend are the delivery log's list and redelivery (`list-deliveries`,
 * `redeliver`, as GitHub's); custom headers and URL variables are set and removed one key at a
 * time (`lib/api/hooks/custom_headers.rb`, `url_variables.rb`).
 */
const DOCS = 'https://docs.gitlab.com/api';
const PROJECT = '/projects/:id';
const GROUP = '/groups/:id';

const row = (
  method: Method,
  pattern: string,
  operation: GitlabOp,
  scope: 'repo' | 'org',
  access?: Access,
) => {
  const docs = `${DOCS}/${scope === 'repo' ? 'project_webhooks' : 'group_webhooks'}/`;
  const base: RouteRow = { method, pattern, operation, scope, docs };
  return access ? { ...base, access } : base;
};

const hooksOf = (scope: 'repo' | 'org', base: string): RouteRow[] => [
  row('GET', `${base}/hooks`, 'list', scope),
  row('POST', `${base}/hooks`, 'create', scope),
  row('GET', `${base}/hooks/:hook_id`, 'get', scope),
  row('PUT', `${base}/hooks/:hook_id`, 'update', scope),
  row('DELETE', `${base}/hooks/:hook_id`, 'delete', scope),
  row('POST', `${base}/hooks/:hook_id/test/:trigger`, 'test', scope),
  // The events log (the hook's deliveries of the last 7 days) and its resend.
  row('GET', `${base}/hooks/:hook_id/events`, 'list-deliveries', scope),
  row('POST', `${base}/hooks/:hook_id/events/:hook_log_id/resend`, 'redeliver', scope),
  // One custom header or URL variable by its key (lib/api/hooks/custom_headers.rb, url_variables.rb).
  row('PUT', `${base}/hooks/:hook_id/custom_headers/:key`, 'set-custom-header', scope),
  row('DELETE', `${base}/hooks/:hook_id/custom_headers/:key`, 'delete-custom-header', scope),
  row('PUT', `${base}/hooks/:hook_id/url_variables/:key`, 'set-url-variable', scope),
  row('DELETE', `${base}/hooks/:hook_id/url_variables/:key`, 'delete-url-variable', scope),
];

export const GITLAB_ROUTES: readonly RouteRow[] = [
  ...hooksOf('repo', PROJECT),
  ...hooksOf('org', GROUP),
  row('GET', PROJECT, 'get-owner', 'repo', 'see-owner'),
  row('GET', GROUP, 'get-owner', 'org', 'see-owner'),
  // No owner: `scope` only files them for fault rules.
  row('GET', '/user', 'get-user', 'org', 'signed-in'),
  row('GET', '/users', 'find-users', 'org', 'signed-in'),
];
