import type { webhooks } from '@octokit/openapi-webhooks-types';
import type { ActionOf, EventNameOf } from '../../../events/catalog.js';

/** `pull_request` → `pull-request`: GitHub's webhook operations are named in kebab case. */
type Kebab<S extends string> = S extends `${infer H}_${infer T}` ? `${H}-${Kebab<T>}` : S;

/** The request body of one of GitHub's webhook operations (`push`, `issues-opened`, …). */
type Body<K extends string> = K extends keyof webhooks
  ? webhooks[K]['post']['requestBody']['content']['application/json']
  : never;

/**
 * A GitHub event's payload from GitHub's own published types (`@octokit/openapi-webhooks-types`,
 * the types `@octokit/webhooks` uses): one operation per action, so `issues` is the union of
 * `issues-opened`, `issues-edited`, … over the actions the flavor emits.
 */
export type GithubPayloadOf<E extends string> = [ActionOf<E, 'github'>] extends [never]
  ? Body<Kebab<E>>
  : Body<`${Kebab<E>}-${Kebab<ActionOf<E, 'github'>>}`>;

/** Every event the `github` flavor emits, with its payload type. */
export type GithubPayloadMap = { [E in EventNameOf<'github'>]: GithubPayloadOf<E> };

/** GitHub's `ping` payload (a hook's creation and `POST …/pings`). */
export type GithubPingPayload = Body<'ping'>;
