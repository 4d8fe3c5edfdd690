import type { webhooks } from '@octokit/openapi-webhooks-types';
import type { GITHUB_EVENT_TYPES } from './catalog.js';

/**
 * The catalog's rows as types, read here rather than through `ActionOf` (events/catalog.ts): the
 * registry's `PayloadMapsOf` (flavors/catalog-types.ts) lists this file's map, and the catalog
 * helpers read the registry.
 */
type Row = (typeof GITHUB_EVENT_TYPES)[number];
type ActionsOf<E extends string> = Extract<Row, { name: E }>['actions'][number];

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
export type GithubPayloadOf<E extends string> = [ActionsOf<E>] extends [never]
  ? Body<Kebab<E>>
  : Body<`${Kebab<E>}-${Kebab<ActionsOf<E>>}`>;

/** Every event the `github` flavor emits, with its payload type. */
export type GithubPayloadMap = { [E in Row['name']]: GithubPayloadOf<E> };

/** GitHub's `ping` payload (a hook's creation and `POST …/pings`). */
export type GithubPingPayload = Body<'ping'>;
