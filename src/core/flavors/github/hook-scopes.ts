/**
 * The events GitHub does not offer to a repository or an organization hook: those whose every
 * action's `x-github.supported-webhook-types` (`@octokit/openapi-webhooks` 12.1.0,
 * `api.github.com.json`) lacks `repository` or `organization` — org-, business-, app- and
 * sponsors-listing-only events. test/github/hook-config.test.ts checks this table against the
 * package. A hook of that scope cannot subscribe to them (hook-rules.ts `checkedEvents`).
 */
export const GITHUB_EVENTS_NOT_OFFERED: Readonly<Record<'repo' | 'org', ReadonlySet<string>>> = {
  repo: new Set([
    'custom_property',
    'deployment_protection_rule',
    'deployment_review',
    'membership',
    'merge_group',
    'org_block',
    'organization',
    'personal_access_token_request',
    'projects_v2',
    'projects_v2_item',
    'projects_v2_status_update',
    'repository_dispatch',
    'security_advisory',
    'sponsorship',
    'team',
    'workflow_dispatch',
  ]),
  org: new Set([
    'deployment_protection_rule',
    'deployment_review',
    'merge_group',
    'repository_dispatch',
    'security_advisory',
    'sponsorship',
    'workflow_dispatch',
  ]),
};
