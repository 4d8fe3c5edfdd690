import type { OwnerFacts, RecordedAnswer } from '../../../recording/recording-hints.js';
import { learnOrg, learnRepo } from '../../../recording/recording-hints.js';
import { isJsonObject } from '../../../util/json-object.js';
import { isUnbound } from '../../../recording/hook-path.js';

type Raw = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

/**
 * What one of GitLab's answers says of owners: its hooks name their `project_id` / `group_id`,
 * and an owner read (`GET /projects/:id`, `/groups/:id`) shows the ids, the description and the
 * group's name, so a fresh mock answers with the same numbers and names.
 */
export function learnFromAnswer(p: RecordedAnswer, isOwnerRead: boolean, facts: OwnerFacts): void {
  const { response } = p;
  // A project or group named by a number no answer bound yet: only the answer itself is read.
  const route = p.route && isUnbound(p.route) ? null : p.route;
  const list = Array.isArray(response)
    ? response.filter(isJsonObject)
    : isJsonObject(response)
      ? [response]
      : [];
  for (const raw of list) {
    if (route?.scope === 'repo')
      learnRepo(facts, `${route.owner}/${route.repo}`, { id: num(raw.project_id) });
    if (route?.scope === 'org') learnOrg(facts, route.org, { id: num(raw.group_id) });
  }
  const [raw] = list;
  if (!isOwnerRead || !raw) return;
  if (typeof raw.path_with_namespace === 'string') learnProject(facts, raw);
  else if (typeof raw.full_path === 'string')
    learnOrg(facts, raw.full_path, {
      id: num(raw.id),
      full_name: text(raw.full_name) ?? text(raw.name),
      description: text(raw.description),
    });
}

function learnProject(facts: OwnerFacts, raw: Raw): void {
  learnRepo(facts, String(raw.path_with_namespace), { id: num(raw.id), description: text(raw.description) });
  const namespace = isJsonObject(raw.namespace) ? raw.namespace : {};
  // A user's namespace is named after the user, whom a recording knows only as `recorded-user-N`.
  if (namespace.kind === 'group' && typeof namespace.full_path === 'string')
    learnOrg(facts, namespace.full_path, { id: num(namespace.id), full_name: text(namespace.name) });
}
