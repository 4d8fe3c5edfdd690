import { CliError, UsageError, messageOf } from './cli-errors.js';
import type { Io } from './cli-errors.js';
import { flavorOption } from './cli-options.js';
import { outcomeText } from './delivery-line.js';
import { payloadFile } from './emit-command.js';
import type { Invocation } from './program.js';
import { createFetchTransport } from '../core/delivery/fetch-transport.js';
import { flavorNamed } from '../core/flavors/index.js';
import { createServerMock } from '../core/mock-facade.js';
import { builtinScenario } from '../core/scenario/builtins.js';
import { isJsonObject } from '../core/util/json-object.js';

/** `send`'s flags as declared in program.ts. */
interface SendFlags {
  to?: unknown;
  secret?: unknown;
  flavor?: unknown;
  action?: unknown;
  type?: unknown;
  payload?: unknown;
}

/** What a type needs in its config to be created at all (a slack hook needs a channel). */
const TYPE_CONFIG: Record<string, Record<string, string>> = { slack: { channel: '#hookmock' } };

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

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
  const hook = {
    repo: 'acme/widgets',
    type,
    active: true,
    events: [...flavor.events.accepted],
    config: { url: to, content_type: 'json' as const, secret: text(values.secret), ...TYPE_CONFIG[type] },
  };
  // A fresh seed per send: every send is a new delivery, with a GUID of its own.
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  const mock = createServerMock({
    flavor: flavor.name,
    scenario: { ...builtinScenario('default'), seed, hooks: [hook] },
  });
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
  const outcome = await createFetchTransport()(delivery, { timeoutMs: flavor.delivery.deliveryTimeoutMs });
  const what = delivery.action ? `${delivery.eventType}/${delivery.action}` : delivery.eventType;
  io.out(`${outcomeText(outcome)} — ${what} ${delivery.method} ${delivery.url} guid ${delivery.guid || '-'}`);
  return outcome.status === 'delivered' ? 0 : 1;
}
