import type { Flavor } from '../contract/flavor.js';
import { ApiError, unprocessable } from '../http/api-error.js';
import type { Bound } from './go-bind.js';
import type { CreateHookOption, EditHookOption } from './hook-structs.js';
import type { HookRecord } from '../state/database.js';
import { goTrimSpace } from '../go/go-strings.js';
import { compileGlob } from '../util/branch-glob.js';
import { isValidHookUrl } from './valid-url.js';
import { invalidTypeMessage } from './type-hint.js';

type Config = Record<string, string>;
export type HookFields = Omit<HookRecord, 'id' | 'scope' | 'scopeId' | 'created' | 'updated'>;

const isContentType = (value: string): value is HookRecord['contentType'] =>
  value === 'json' || value === 'form';
const GO_BOOLS = new Set(['1', 't', 'T', 'TRUE', 'true', 'True', '0', 'f', 'F', 'FALSE', 'false', 'False']);
const SLACK_CHANNEL = /^#?[a-z0-9_-]{1,80}$/;

/** The binder's field rules, run after decoding, first failure wins (docs/behaviour.md §2.4 step 1). */
export function checkBinding(
  bound: Bound<CreateHookOption> | Bound<EditHookOption>,
  required: boolean,
): void {
  const type = 'type' in bound ? bound.type : undefined;
  if (required && !type) throw unprocessable('[Type]: Required');
  if (required && bound.config === undefined) throw unprocessable('[Config]: Required');
  if (typeof bound.branch_filter === 'string' && bound.branch_filter !== '') {
    try {
      compileGlob(bound.branch_filter);
    } catch (error) {
      throw unprocessable(`[BranchFilter]: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (typeof bound.name === 'string' && [...bound.name].length > 255) throw unprocessable('[Name]: MaxSize');
}

/** Accepted, lower-cased event names; unknown ones are dropped silently (docs/behaviour.md §2.4). */
function acceptedEvents(flavor: Flavor, events: readonly string[]): string[] {
  return events.map((e) => e.toLowerCase()).filter((e) => flavor.events.accepted.has(e));
}

/** Events on create: omitted or empty means push (docs/behaviour.md §2.1). */
export function eventsOnCreate(flavor: Flavor, events: readonly string[] | undefined): string[] {
  return flavor.events.store(events && events.length > 0 ? acceptedEvents(flavor, events) : ['push']);
}

function slackMeta(config: Config) {
  return {
    channel: config.channel ?? '',
    username: config.username ?? '',
    iconUrl: config.icon_url ?? '',
    color: config.color ?? '',
  };
}

const EMPTY_SLACK = { channel: '', username: '', iconUrl: '', color: '' };

/** A hook to store: every field but the id the store assigns. */
export type NewHook = Omit<HookRecord, 'id'>;

/** Whose hook it is. */
export interface HookPlace {
  scope: HookRecord['scope'];
  scopeId: number;
}

/**
 * `checkCreateHookOption` and the create defaults (docs/behaviour.md §2.1, §2.3, §2.4 steps 2–4);
 * `now()` is read once every check has passed. The record is one object literal, never a spread of
 * the fields plus the place, which takes V8's slow path (≈4 µs a create on Node 20).
 */
export function hookFromCreate(
  flavor: Flavor,
  bound: Bound<CreateHookOption>,
  place: HookPlace,
  now: () => string,
): NewHook {
  checkBinding(bound, true);
  // checkBinding has refused a missing type or config: the fallbacks are never used.
  const type = bound.type ?? '';
  const config: Config = bound.config ?? {};
  if (!flavor.types.has(type)) throw unprocessable(invalidTypeMessage(flavor, type));
  if (!Object.hasOwn(config, 'url')) throw unprocessable('Missing config option: url');
  if (!Object.hasOwn(config, 'content_type')) throw unprocessable('Missing config option: content_type');
  const contentType = config.content_type ?? '';
  if (!isContentType(contentType)) throw unprocessable('Invalid content type');
  const url = config.url ?? '';
  if (!isValidHookUrl(url)) throw unprocessable('Invalid url');
  const system = config.is_system_webhook;
  if (system && !GO_BOOLS.has(system)) throw unprocessable('Invalid is_system_webhook value');
  // addHook: only an absent key is a 422; the value is trimmed, then checked (400) and stored.
  const channel = goTrimSpace(config.channel ?? '');
  if (type === 'slack') {
    if (!Object.hasOwn(config, 'channel')) throw unprocessable('Missing config option: channel');
    if (!SLACK_CHANNEL.test(channel)) throw new ApiError(400, 'Invalid slack channel name');
  }
  const at = now();
  return {
    type,
    active: bound.active === true,
    events: eventsOnCreate(flavor, bound.events),
    url,
    contentType,
    secret: config.secret ?? '',
    branchFilter: bound.branch_filter ?? '',
    authorizationHeader: bound.authorization_header ?? '',
    name: (bound.name ?? '').trim(),
    isSystemWebhook: system !== undefined && ['1', 't', 'T', 'TRUE', 'true', 'True'].includes(system),
    slack: type === 'slack' ? slackMeta({ ...config, channel }) : EMPTY_SLACK,
    // The API has no meta fields (G/F `addHook`); only the products' web forms write it.
    meta: '',
    scope: place.scope,
    scopeId: place.scopeId,
    created: at,
    updated: at,
  };
}

/**
 * `editHook` (docs/behaviour.md §2.2): validates everything before changing anything, so a rejected
 * PATCH leaves the hook untouched. Returns only the fields that change. The binder's rules
 * (`checkBinding`) must have run before the hook was looked up.
 */
export function changesFromEdit(
  flavor: Flavor,
  hook: HookRecord,
  bound: Bound<EditHookOption>,
): Partial<HookFields> {
  const changes: Partial<HookFields> = {};
  const config = bound.config;
  if (config) {
    const { url, content_type: contentType } = config;
    if (url !== undefined && Object.hasOwn(config, 'url')) {
      if (!isValidHookUrl(url)) throw unprocessable('Invalid url');
      changes.url = url;
    }
    if (contentType !== undefined && Object.hasOwn(config, 'content_type')) {
      if (!isContentType(contentType)) throw unprocessable('Invalid content type');
      changes.contentType = contentType;
    }
    if (hook.type === 'slack' && Object.hasOwn(config, 'channel')) changes.slack = slackMeta(config);
  }
  const events = bound.events;
  if (events !== undefined || flavor.patchResetsOmittedEvents) {
    const stored = eventsOnCreate(flavor, events);
    // Forgejo leaves some flags as they were whatever the PATCH says (docs/behaviour.md §8).
    const keeps = flavor.events.patchKeeps;
    changes.events =
      keeps.size === 0
        ? stored
        : flavor.events.store(
            flavor.events.toInput([
              ...stored.filter((f) => !keeps.has(f)),
              ...hook.events.filter((f) => keeps.has(f)),
            ]),
          );
  }
  if (flavor.binds.branchFilter && (bound.branch_filter !== undefined || flavor.patchResetsOmittedFilters)) {
    changes.branchFilter = bound.branch_filter ?? '';
  }
  if (
    flavor.binds.authorizationHeader &&
    (bound.authorization_header !== undefined || flavor.patchResetsOmittedFilters)
  ) {
    changes.authorizationHeader = bound.authorization_header ?? '';
  }
  if (typeof bound.active === 'boolean') changes.active = bound.active;
  if (flavor.binds.name && typeof bound.name === 'string') changes.name = bound.name.trim();
  return changes;
}
