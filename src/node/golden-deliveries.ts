import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { HookMockError } from '../core/errors/hookmock-error.js';
import type { FlavorName } from '../core/contract/flavor.js';
import { FLAVORS } from '../core/flavors/index.js';

/** The secret every golden delivery is signed with (`X-Gitea-Signature`, `X-Hub-Signature-256`, …). */
export const GOLDEN_SECRET = 'golden';

/** One golden delivery: exactly what a receiver got from the mock for one event and action. */
export interface GoldenDelivery {
  /** `POST` (or `PUT` for matrix). */
  method: string;
  /** The hook's URL (`https://receiver.example.test/hook` for the flavor's own type). */
  url: string;
  /** The headers as sent, signatures included. */
  headers: Record<string, string>;
  /** The body, parsed. */
  body: unknown;
  /** The body byte for byte as sent: what the signatures cover (HMAC-SHA256 with `GOLDEN_SECRET`). */
  rawBody: string;
}

/**
 * A golden delivery's name: the event, then its action, each segment `[a-z0-9_-]+`, joined by `.`
 * (`push`, `issues.opened`, `type-slack.push`) or by `:` inside an event name that has one (a
 * product whose events are `category:action` keys, as Bitbucket's `repo:push`).
 */
const NAME = /^[a-z0-9_-]+(?:[.:][a-z0-9_-]+)*$/;

/**
 * A name's file: the name with each `:` written `~` (a colon is no file name on Windows and in a
 * URL path means a scheme), so `repo:push` is `repo~push.json`. `~` is in no name, so the mapping
 * goes both ways; `goldenDeliveryNames` reads the files back to names.
 */
export const goldenFileOf = (name: string): string => `${name.replaceAll(':', '~')}.json`;

/** The name of a golden file (`repo~push.json` → `repo:push`); undefined for any other file. */
const nameOfFile = (file: string): string | undefined =>
  file.endsWith('.json') ? file.slice(0, -'.json'.length).replaceAll('~', ':') : undefined;

/** The package's fixtures/deliveries folder (the package names itself, from src/ and dist/ alike). */
const folderOf = (flavor: FlavorName) =>
  join(
    dirname(createRequire(import.meta.url).resolve('hookmock/package.json')),
    'fixtures',
    'deliveries',
    flavor,
  );

function checkedFlavor(flavor: FlavorName): FlavorName {
  if (!Object.hasOwn(FLAVORS, flavor))
    throw new HookMockError(`no golden deliveries for flavor "${String(flavor)}"`);
  return flavor;
}

/** The flavor's golden files; a flavor the package holds none for is a HookMockError naming it. */
async function filesOf(flavor: FlavorName): Promise<string[]> {
  try {
    return await readdir(folderOf(checkedFlavor(flavor)));
  } catch (error) {
    if (error instanceof HookMockError) throw error;
    throw new HookMockError(
      `no golden deliveries for flavor "${flavor}": the package holds none (fixtures/deliveries/${flavor}/)`,
    );
  }
}

/**
 * The names of a flavor's golden deliveries (`push`, `pull_request.opened`, …), sorted; a flavor
 * the package holds none for is a `HookMockError` naming it.
 *
 * @example
 * const names = await goldenDeliveryNames('gitea'); // ['create', 'delete', 'fork', …]
 * @see docs/guide/receivers.md#fixtures-the-golden-deliveries
 */
export async function goldenDeliveryNames(flavor: FlavorName): Promise<string[]> {
  const names = (await filesOf(flavor)).map(nameOfFile);
  return names.filter((name): name is string => name !== undefined && NAME.test(name)).sort();
}

/**
 * One golden delivery of the package's fixtures (fixtures/deliveries/<flavor>/<name>.json, a `:`
 * of the name written `~` in the file's name): the method, URL, headers and body the mock sends
 * for that event — to feed a receiver's unit tests without a mock. Its signatures are made with
 * `GOLDEN_SECRET`. A flavor the package holds no goldens for is a `HookMockError` naming it.
 *
 * @example
 * const push = await goldenDelivery('gitea', 'push');
 * const response = await app.fetch(new Request('http://app.test/hook', { method: push.method, headers: push.headers, body: push.rawBody }));
 * @see docs/guide/receivers.md#fixtures-the-golden-deliveries
 */
export async function goldenDelivery(flavor: FlavorName, name: string): Promise<GoldenDelivery> {
  const folder = folderOf(checkedFlavor(flavor));
  if (!NAME.test(name))
    throw new HookMockError(`"${name}" is not a golden delivery's name (e.g. push, issues.opened)`);
  let text: string;
  try {
    text = await readFile(join(folder, goldenFileOf(name)), 'utf8');
  } catch {
    // Which one is missing: the flavor's folder (no goldens at all) or this one file.
    await filesOf(flavor);
    throw new HookMockError(
      `no golden delivery "${name}" for ${flavor} (see goldenDeliveryNames('${flavor}'))`,
    );
  }
  const parsed: GoldenDelivery = JSON.parse(text);
  return parsed;
}
