import type { FlavorName } from '../contract/flavor.js';
import { flavorNamed, productOf } from '../flavors/index.js';
import { recordedPathOf } from './recorded-route.js';
import type { Scenario } from '../scenario/schema.js';
import type { Exchange, Step } from './exchange.js';
import { inferState } from './infer-state.js';
import { withDescriptions } from './payload-descriptions.js';
import { withPushHeads } from './payload-heads.js';
import { withOwnerFacts } from './owner-facts.js';
import { withOwnersNamed } from './owner-ids.js';
import type { Parsed } from './infer-state.js';
import { KEPT_RESPONSE_HEADERS } from './exchange.js';
import { RECORDED_INSTANT, RECORDED_ORIGIN, normalizeValue, replaceOrigin } from './normalize-values.js';
import { hookIdsOf, respelled } from './hook-answers.js';
import type { RecordingHints } from './recording-hints.js';
import { parseBody, redactBodySecrets, redactRecording, secretsIn } from './redact.js';
import { pairValues, withoutPairValue } from './pair-values.js';

/** Options of `toRecordedScenario`: where the recording came from, and how to name it. */
export interface RecordingOptions {
  /** The upstream's origin, replaced everywhere by the recorded one. */
  upstreamOrigin: string;
  /** The API's base path on the upstream, e.g. `/api/v1`. */
  basePath: string;
  /** The upstream's dialect: `'spec'`, `'gitea'`, `'forgejo'` or `'github'`. */
  flavor: FlavorName;
  /** The scenario's `name`. */
  name?: string;
  /** The scenario's `description` (default: a line saying it was recorded and redacted). */
  description?: string;
}

/** The request headers a credential may come in, as the recorder keeps them. */
const CREDENTIAL_HEADERS: Readonly<Record<string, (exchange: Exchange) => string | null>> = {
  authorization: (exchange) => exchange.authorization,
  'private-token': (exchange) => exchange.privateToken ?? null,
};
/** Query parameters that carry a token: the Gitea family's and GitLab's; never kept in a step. */
const QUERY_TOKENS = new Set(['token', 'access_token', 'private_token']);

/** Hook ids that never existed upstream map far above anything a mock will hand out. */
const MISSING_ID_BASE = 1_000_000;
const TOKEN_PLACEHOLDER = (n: number) => `recorded-token-${n}`;

/**
 * A recorded session as a scenario file: the initial state it implies (orgs, repos, users with
 * the rights they showed, hooks that existed before) plus the exchanges as `steps`, normalized
 * in the manner of octokit/fixtures (docs/guide/recording.md): ids remapped consistently,
 * timestamps fixed, the upstream host replaced, volatile headers dropped, and no token, secret
 * or authorization header left anywhere in the file.
 *
 * @example
 * const scenario = toRecordedScenario(await recorder.stop(), {
 *   upstreamOrigin: 'https://git.example.com',
 *   basePath: '/api/v1',
 *   flavor: 'gitea',
 * });
 * writeFileSync('recordings/session.json', JSON.stringify(scenario, null, 2));
 * @see docs/guide/recording.md
 */
export function toRecordedScenario(exchanges: readonly Exchange[], options: RecordingOptions): Scenario {
  const parsed = withOwnersNamed(
    exchanges.map((exchange) => parseExchange(exchange, options.basePath, options.flavor)),
    options.flavor,
    options.basePath.replace(/\/+$/, ''),
  );
  const recording = productOf(flavorNamed(options.flavor)).recording;
  const tokens = new Map<string, string>();
  for (const p of parsed)
    if (p.token && !tokens.has(p.token.value)) tokens.set(p.token.value, TOKEN_PLACEHOLDER(tokens.size + 1));
  const { map: ids, preexisting } = remapIds(parsed, recording);
  const origin = options.upstreamOrigin.replace(/\/+$/, '');
  const mapId = (id: number) => ids.get(id) ?? id;

  const steps: Step[] = parsed.map((p) =>
    withoutPairValue(p.exchange, toStep(p, { origin, mapId, tokens, recording })),
  );
  const inferred = inferState(parsed, {
    tokens,
    mapId,
    origin,
    flavor: flavorNamed(options.flavor),
    recording,
    preexisting,
  });
  const state = withOwnerFacts(
    withPushHeads(
      withDescriptions(
        inferred,
        parsed.map((p) => p.response),
      ),
      parsed.map((p) => p.response),
    ),
    parsed,
    flavorNamed(options.flavor),
    options.basePath.replace(/\/+$/, ''),
    recording,
  );
  const scenario: Scenario = {
    ...(options.name ? { name: options.name } : {}),
    description:
      options.description ??
      'Recorded through hookmock record; tokens, secrets and authorization headers redacted.',
    clock: RECORDED_INSTANT,
    seed: 1,
    ...state,
    steps,
  };
  return withNoSecret(scenario, exchanges, parsed, tokens, options.basePath.replace(/\/+$/, ''));
}

/** The net under the rules: no credential or secret value may survive anywhere in the file. */
function withNoSecret(
  scenario: Scenario,
  exchanges: readonly Exchange[],
  parsed: readonly Parsed[],
  tokens: ReadonlyMap<string, string>,
  basePath: string,
): Scenario {
  const forms = exchanges
    .filter((e) => /form-urlencoded/i.test(e.contentType ?? ''))
    .map((e) => e.requestBody);
  const secrets = [
    ...secretsIn(
      parsed.flatMap((p) => [p.request, p.response]),
      forms,
    ),
    // GitLab's one-pair routes: a custom header's or URL variable's `value` (pair-values.ts).
    ...exchanges.flatMap(pairValues),
  ];
  // The API's own URLs (GitHub's `url` of a hook) are the recorded origin's, not receivers.
  return redactRecording(scenario, secrets, tokens, {
    apiUrl: `${RECORDED_ORIGIN}${basePath}`,
    origin: RECORDED_ORIGIN,
  });
}

function parseExchange(exchange: Exchange, basePath: string, flavor: FlavorName): Parsed {
  const url = new URL(`http://x${exchange.path}`);
  for (const [k, v] of exchange.query) url.searchParams.append(k, v);
  // The flavor's token forms (GitLab's `PRIVATE-TOKEN` too), from the headers the recorder keeps.
  const credential = flavorNamed(flavor).credentials.read({
    method: exchange.method,
    url,
    header: (name) => CREDENTIAL_HEADERS[name.toLowerCase()]?.(exchange) ?? null,
    body: '',
  });
  const rest = exchange.path.startsWith(`${basePath}/`) ? exchange.path.slice(basePath.length) : null;
  return {
    exchange,
    route: rest === null ? null : recordedPathOf(rest, flavor),
    token: credential ? { value: credential.token, in: credential.viaQuery ? 'query' : 'header' } : null,
    request: parseBody(exchange.requestBody),
    response: parseBody(exchange.responseBody),
  };
}

/** Pre-existing hooks get 1…k by ascending real id, created ones k+1… in creation order. */
function remapIds(
  parsed: Parsed[],
  recording: RecordingHints,
): { map: Map<number, number>; preexisting: Set<number> } {
  const created: number[] = [];
  const existing = new Set<number>();
  const mentioned = new Set<number>();
  for (const p of parsed) {
    const pathId = p.route?.id !== undefined && /^\d+$/.test(p.route.id) ? Number(p.route.id) : undefined;
    if (pathId !== undefined) mentioned.add(pathId);
    const ok = p.exchange.status >= 200 && p.exchange.status < 300;
    if (!ok) continue;
    const isCreate = p.exchange.method === 'POST' && p.route && p.route.id === undefined;
    for (const id of hookIdsOf(recording, p.response)) {
      if (isCreate) created.push(id);
      else existing.add(id);
    }
    if (pathId !== undefined) existing.add(pathId);
  }
  const map = new Map<number, number>();
  const pre = [...existing].filter((id) => !created.includes(id)).sort((a, b) => a - b);
  for (const id of pre) map.set(id, map.size + 1);
  const preexisting = new Set(map.values());
  for (const id of created) if (!map.has(id)) map.set(id, map.size + 1);
  let missing = MISSING_ID_BASE;
  for (const id of [...mentioned].sort((a, b) => a - b)) if (!map.has(id)) map.set(id, ++missing);
  return { map, preexisting };
}

interface StepContext {
  origin: string;
  mapId: (id: number) => number;
  tokens: Map<string, string>;
  recording: RecordingHints;
}

function toStep(p: Parsed, { origin, mapId, tokens, recording }: StepContext): Step {
  const { exchange } = p;
  // The product's other spellings of a hook id (a uuid derived from it) follow the remapped id.
  const respell = (text: string) => respelled(recording, text, mapId);
  const path = respell(
    p.route?.id !== undefined && /^\d+$/.test(p.route.id)
      ? exchange.path.replace(
          new RegExp(`(/(?:web)?hooks/)${p.route.id}(?=/|$)`),
          `$1${mapId(Number(p.route.id))}`,
        )
      : exchange.path,
  );
  const query = Object.fromEntries(exchange.query.filter(([k]) => !QUERY_TOKENS.has(k)));
  const headers: Record<string, string> = {};
  for (const name of KEPT_RESPONSE_HEADERS) {
    const value = exchange.responseHeaders[name];
    if (value !== undefined) headers[name] = respell(replaceOrigin(value, origin));
  }
  // A GitLab hook's token and its custom header and URL variable values are secrets in any body.
  const normalize = (value: unknown) => normalizeValue(redactBodySecrets(value), { origin, mapId, respell });
  return {
    request: {
      // Captured only for hook routes, whose methods are Step methods (recordedPathOf).
      method: exchange.method as Step['request']['method'],
      path,
      ...(Object.keys(query).length ? { query } : {}),
      // Every token seen was given a placeholder when the exchanges were scanned.
      token: p.token ? (tokens.get(p.token.value) ?? null) : null,
      ...(p.token?.in === 'query' ? { tokenIn: 'query' as const } : {}),
      ...(exchange.contentType ? { contentType: exchange.contentType } : {}),
      ...(exchange.requestBody !== '' ? { body: normalize(p.request) } : {}),
    },
    response: {
      status: exchange.status,
      ...(Object.keys(headers).length ? { headers } : {}),
      ...(exchange.responseBody !== '' ? { body: normalize(p.response) } : {}),
    },
  };
}
