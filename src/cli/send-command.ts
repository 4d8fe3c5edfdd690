import { CliError, UsageError, messageOf } from './cli-errors.js';
import type { Io } from './cli-errors.js';
import { flavorOption, seedOption } from './cli-options.js';
import { outcomeText } from './delivery-line.js';
import { payloadFile } from './emit-command.js';
import type { Invocation } from './program.js';
import { createDeliveryTransport } from '../node/delivery-transport.js';
import { flavorNamed } from '../core/flavors/index.js';
import { createServerMock } from '../core/mock-facade.js';
import { signingSettings } from '../core/contract/receiver-check-dialect.js';
import { builtinScenario } from '../core/scenario/builtins.js';
import { signingTokenOption } from './signing-token-option.js';
import { isJsonObject } from '../core/util/json-object.js';

/** `send`'s flags as declared in program.ts. */
interface SendFlags {
  to?: unknown;
  secret?: unknown;
  signingToken?: unknown;
  flavor?: unknown;
  action?: unknown;
  type?: unknown;
  payload?: unknown;
  meta?: unknown;
  seed?: unknown;
}

/** What a hook of a type holds besides the URL and secret (scenario-format.md `hooks[]`). */
interface TypeSettings {
  config?: Record<string, string>;
  meta?: Record<string, unknown>;
  authorization_header?: string;
}

/**
 * What a type needs to be created at all (a slack hook needs a channel) or to deliver at all: the
 * meta the products' web forms store and their requesters read (discord, matrix, packagist,
 * forgejo's sourcehut_builds), here placeholders, the fields of which `--meta` overrides; a
 * matrix hook also carries the room's access token as its Authorization header.
 */
const TYPE_SETTINGS: Record<string, TypeSettings> = {
  slack: { config: { channel: '#hookmock' } },
  discord: { meta: { username: 'hookmock', icon_url: '' } },
  matrix: {
    meta: {
      homeserver_url: 'https://matrix.example.test',
      room_id: '!hookmock:matrix.example.test',
      message_type: 1,
    },
    authorization_header: 'Bearer hookmock-placeholder-token',
  },
  packagist: {
    meta: {
      username: 'hookmock',
      api_token: 'hookmock-placeholder-token',
      package_url: 'https://packagist.example.test/packages/acme/widgets',
    },
  },
  sourcehut_builds: { meta: { manifest_path: '.build.yml', visibility: 'PRIVATE', secrets: false } },
};

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** `{ meta }` for a type that reads one: the placeholders with `--meta`'s JSON object over them. */
function metaOf(type: string, placeholder: Record<string, unknown> | undefined, flag: unknown) {
  const given = text(flag);
  if (given === undefined) return placeholder ? { meta: placeholder } : {};
  const types = Object.keys(TYPE_SETTINGS).filter((t) => TYPE_SETTINGS[t]?.meta);
  if (!placeholder) throw new UsageError(`--meta is for ${types.join(', ')} hooks, not ${type}`);
  let value: unknown;
  try {
    value = JSON.parse(given);
  } catch {
    value = undefined;
  }
  if (!isJsonObject(value)) throw new UsageError(`--meta must be a JSON object, got ${given}`);
  return { meta: { ...placeholder, ...value } };
}

/** `--to`: an http(s) URL, else a usage error. */
function targetOf(value: unknown): string {
  const to = text(value);
  if (to === undefined) throw new UsageError('missing --to URL (where the receiver listens)');
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    throw new UsageError(`--to must be an http(s) URL, got "${to}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--to must be an http(s) URL, got "${to}"`);
  return to;
}

/**
 * `hookmock send EVENT --to URL`: one delivery, built by the mock exactly as for a hook of the
 * default scenario's `acme/widgets` subscribed to everything (the given type and secret), then
 * sent once with the products' HTTP client settings. No server, no hook to register.
 */
export async function runSend({ flags, operands }: Invocation, io: Io): Promise<number> {
  const values: SendFlags = flags;
  const [event, extra] = operands;
  if (event === undefined) throw new UsageError('missing EVENT (e.g. push, issues, pull_request)');
  if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`);
  const to = targetOf(values.to);
  const flavor = flavorNamed(flavorOption(text(values.flavor)) ?? 'spec');
  const payload = text(values.payload) === undefined ? undefined : await payloadFile(String(values.payload));
  const type = text(values.type) ?? flavor.nativeType;
  if (!flavor.types.has(type))
    throw new UsageError(`invalid --type "${type}": expected ${[...flavor.types].join(', ')}`);
  const { meta, ...settings } = TYPE_SETTINGS[type] ?? {};
  const signingToken = signingTokenOption(values.signingToken, flavor);
  const hook = {
    repo: 'acme/widgets',
    type,
    active: true,
    events: [...flavor.events.accepted],
    config: { url: to, content_type: 'json' as const, secret: text(values.secret), ...settings.config },
    ...(settings.authorization_header ? { authorization_header: settings.authorization_header } : {}),
    ...metaOf(type, meta, values.meta),
    ...signingSettings(flavor.hookSettings?.key, signingToken),
  };
  const scenario = { ...builtinScenario('default'), hooks: [hook] };
  // Every send is a new delivery with a GUID no earlier send gave, unless --seed asks otherwise.
  const seed = seedOption(text(values.seed)).seed ?? 'random';
  const mock = (() => {
    try {
      // The wall clock, not the default scenario's: the receiver is real, and a Standard Webhooks
      // one refuses a `webhook-timestamp` more than 5 minutes from its own time.
      return createServerMock({ flavor: flavor.name, scenario, seed, clock: () => new Date() });
    } catch (error) {
      // The one hook is all the scenario adds to the default one: a refusal is about --meta's fields.
      if (values.meta === undefined) throw new CliError(messageOf(error));
      throw new UsageError(`invalid --meta for a ${type} hook: ${messageOf(error)}`);
    }
  })();
  const action = text(values.action);
  const options = { repo: 'acme/widgets', ...(action ? { action } : {}) };
  const [delivery] = await mock
    .emit(event, isJsonObject(payload) ? { ...options, payload } : options)
    .catch((error: unknown) => {
      throw new CliError(messageOf(error));
    });
  if (!delivery) throw new CliError(`the ${flavor.name} flavor sends no ${event} to a ${type} hook`);
  if (delivery.delivery.status === 'skipped')
    throw new CliError(`not sent: ${delivery.delivery.reason ?? 'the product makes no request'}`);
  // Node's own client, as the server's deliveries (not fetch: node 20 compiles it at the first
  // call, ~0.2 s of CPU); any host, as --to names it.
  const send = createDeliveryTransport({ allowHosts: ['*'] });
  const outcome = await send(delivery, { timeoutMs: flavor.delivery.deliveryTimeoutMs });
  const what = delivery.action ? `${delivery.eventType}/${delivery.action}` : delivery.eventType;
  io.out(`${outcomeText(outcome)} — ${what} ${delivery.method} ${delivery.url} guid ${delivery.guid || '-'}`);
  return outcome.status === 'delivered' ? 0 : 1;
}
