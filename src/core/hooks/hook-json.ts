import type { Flavor } from '../contract/flavor.js';
import { GO_ANSWER_ENCODERS } from '../go/go-json.js';
import type { HookRecord } from '../state/database.js';
import { must } from '../util/must.js';
import { ListPageCache } from './list-page-cache.js';

/** A hook as the flavor's API returns it (never with its secret). */
export function hookJson(hook: HookRecord, flavor: Flavor): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const fields = hook.scope === 'org' ? (flavor.orgHookFields ?? flavor.hookFields) : flavor.hookFields;
  for (const [key, value] of fields) out[key] = value(hook, flavor.events);
  return out;
}

/**
 * Serialized hooks, cached per stored record. Every write replaces a record with a new object
 * (ours and @mswjs/data's alike), so a cached string can never outlive the data it encodes.
 */
export class HookJsonCache {
  private readonly cache = new WeakMap<HookRecord, string>();
  /** Whole list pages, until the next write (list-page-cache.ts). */
  readonly pages = new ListPageCache();

  constructor(private readonly flavor: Flavor) {}

  /** The hook's JSON text as the flavor's encoder writes it, without the encoder's end. */
  text(hook: HookRecord): string {
    let text = this.cache.get(hook);
    if (text === undefined) {
      text = this.encode(hook);
      this.cache.set(hook, text);
    }
    return text;
  }

  /**
   * A hook just created or changed, as a response body, its text not kept: the record is new, so
   * nothing is cached for it yet, and a WeakMap entry for every write (≈1–2 µs, mostly the GC's
   * work on a growing ephemeron table) costs more than the one serialization a later read pays.
   */
  written(hook: HookRecord): string {
    return this.encode(hook) + this.end;
  }

  private encode(hook: HookRecord): string {
    return GO_ANSWER_ENCODERS[this.flavor.apiJson].value(hookJson(hook, this.flavor));
  }

  /** A JSON array of hooks, as a response body. */
  list(hooks: readonly HookRecord[]): string {
    let body = '[';
    for (let i = 0; i < hooks.length; i++)
      body += (i === 0 ? '' : ',') + this.text(must(hooks[i], 'hook in range'));
    return `${body}]${this.end}`;
  }

  /** One hook as a response body: its text and the encoder's end (v1's newline). */
  answer(hook: HookRecord): string {
    return this.text(hook) + this.end;
  }

  private get end(): string {
    return GO_ANSWER_ENCODERS[this.flavor.apiJson].end;
  }
}
