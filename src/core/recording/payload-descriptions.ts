import type { Scenario } from '../scenario/schema.js';
import { isJsonObject } from '../util/json-object.js';

/** What a recorded delivery's payload says of its repository and organization. */
interface Described {
  repos: Map<string, string>;
  orgs: Map<string, string>;
}

/**
 * The repository and organization descriptions that recorded deliveries' payloads show (GitHub's
 * `GET …/deliveries/{id}` answers the request as sent): the inferred state carries them, so a
 * fresh mock's payloads say the same (issue 32: "Makers of widgets", not null).
 */
function describedIn(responses: readonly unknown[]): Described {
  const found: Described = { repos: new Map(), orgs: new Map() };
  for (const response of responses) {
    // Recorded answers (JSON.parse): every field is checked before use.
    const request = isJsonObject(response) ? response.request : undefined;
    const payload = isJsonObject(request) ? request.payload : undefined;
    if (!isJsonObject(payload)) continue;
    const { repository, organization } = payload;
    if (isJsonObject(repository) && typeof repository.full_name === 'string')
      if (typeof repository.description === 'string')
        found.repos.set(repository.full_name, repository.description);
    if (isJsonObject(organization) && typeof organization.login === 'string')
      if (typeof organization.description === 'string')
        found.orgs.set(organization.login, organization.description);
  }
  return found;
}

/** The inferred repos and orgs with the descriptions the recorded payloads showed. */
export function withDescriptions<T extends Pick<Scenario, 'repos' | 'orgs'>>(
  state: T,
  responses: readonly unknown[],
): T {
  const { repos, orgs } = describedIn(responses);
  const described = <E extends object>(entity: E, description: string | undefined): E =>
    description === undefined ? entity : { ...entity, description };
  return {
    ...state,
    repos: state.repos?.map((r) => described(r, repos.get(`${r.owner}/${r.name}`))),
    orgs: state.orgs?.map((o) => described(o, orgs.get(o.name))),
  };
}
