import type { OperationContext } from '../../../hooks/operations.js';
import type { CoreResponse } from '../../../http/core-request.js';
import { BITBUCKET_EVENT_KEYS } from '../event-model.js';
import { paged, pageOf } from './paging.js';
import { bitbucketError, bitbucketJson } from './respond.js';

/** The subject types hooks are installed on (Cloud OpenAPI `subject_types`; `team`/`user` are gone). */
const SUBJECT_TYPES = ['repository', 'workspace'] as const;

/** Events only workspace hooks list (repositories created, deleted, imported, transferred; projects). */
const WORKSPACE_ONLY = new Set([
  'repo:created',
  'repo:deleted',
  'repo:imported',
  'repo:transfer',
  'project:updated',
]);

const CATEGORY: Readonly<Record<string, string>> = {
  repo: 'Repository',
  pullrequest: 'Pull Request',
  issue: 'Issue',
  project: 'Project',
};

/** A label from the key (`pullrequest:comment_created` → `Comment created`): Atlassian's exact labels are UNVERIFIED but four. */
function labelOf(key: string): string {
  const known: Readonly<Record<string, string>> = {
    'repo:push': 'Push',
    'repo:fork': 'Fork',
    'repo:imported': 'Import',
    'pullrequest:approved': 'Approved',
  };
  const words = (key.split(':')[1] ?? key).replace(/_/g, ' ');
  return known[key] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** A `hook_event` (`{category, description, event, label}`), as the Cloud OpenAPI examples show them. */
const hookEvent = (key: string) => ({
  category: CATEGORY[key.split(':')[0] ?? ''] ?? 'Repository',
  description: `Whenever ${labelOf(key).toLowerCase()} occurs`,
  event: key,
  label: labelOf(key),
});

/** GET /hook_events: the subject types and where their events are listed (public, no credential). */
export function listSubjectTypes(ctx: OperationContext): CoreResponse {
  const base = `${ctx.apiUrl.replace(/\/+$/, '')}/hook_events`;
  return bitbucketJson(
    200,
    Object.fromEntries(SUBJECT_TYPES.map((t) => [t, { events: { href: `${base}/${t}` } }])),
  );
}

/** GET /hook_events/{subject_type}: a page of its events; another type is a 404 (Cloud OpenAPI). */
export function listHookEvents(ctx: OperationContext, subjectType: string): CoreResponse {
  if (!SUBJECT_TYPES.some((t) => t === subjectType))
    throw bitbucketError(404, `Invalid subject type: ${subjectType.slice(0, 40)}`);
  const keys = BITBUCKET_EVENT_KEYS.filter((k) => subjectType === 'workspace' || !WORKSPACE_ONLY.has(k));
  return bitbucketJson(
    200,
    paged(ctx.request.url, keys.map(hookEvent), pageOf(ctx.request.url.searchParams)),
  );
}
