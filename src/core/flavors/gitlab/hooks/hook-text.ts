import type { ProductService } from '../../../product/product-service.js';
import type { HookRecord } from '../../../state/database.js';
import { gitlabHookView } from '../hook-fields.js';
import type { GitlabHealth } from '../hook-fields.js';

/** A hook's entity text, and the health it was written with. */
interface Written extends GitlabHealth {
  readonly text: string;
}

/**
 * The entity's JSON text per stored record, one map per variant (alone; in a project list, without
 * the masked maps), one instance per mock (a service of GitLab's module). It cannot go stale: every
 * write replaces the record with a new object (the Gitea family's `HookJsonCache` relies on the
 * same), and the one input that is not the record — the hook's health on the mock's clock — is
 * compared on every read, the text written again when it differs. The maps hold no more than the
 * store's records (weakly), so the store's budget bounds them.
 */
export class GitlabHookTexts implements ProductService {
  private alone = new WeakMap<HookRecord, Written>();
  private inList = new WeakMap<HookRecord, Written>();

  /** A reset or load replaces every record: the old texts are let go at once, not left to the GC. */
  restart(): void {
    this.alone = new WeakMap();
    this.inList = new WeakMap();
  }

  /** `JSON.stringify(gitlabHookView(hook, health, inList))`, written once per record and health. */
  text(hook: HookRecord, health: GitlabHealth, inList = false): string {
    const texts = inList ? this.inList : this.alone;
    const kept = texts.get(hook);
    if (kept?.alertStatus === health.alertStatus && kept.disabledUntil === health.disabledUntil)
      return kept.text;
    const text = JSON.stringify(gitlabHookView(hook, health, inList));
    texts.set(hook, { alertStatus: health.alertStatus, disabledUntil: health.disabledUntil, text });
    return text;
  }
}

/** A JSON array of hook texts, as `JSON.stringify` of the views would write it. */
export const jsonArray = (texts: readonly string[]): string => `[${texts.join(',')}]`;
