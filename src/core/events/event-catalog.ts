import type { EventName, EventType } from './catalog.js';
import type { PayloadSet } from './payload-sets.js';
import type { Vocabulary } from './simulate/vocabulary.js';

/**
 * One product's events: its catalog rows, the payload builders, and what a simulated step fires.
 * Each product module has one (flavors/<product>/index.ts); the events wing reads it and never
 * asks which product it is.
 */
export interface EventCatalog {
  /** Every event type the product delivers (`only` rows are filtered by the dialect's `shape`). */
  readonly rows: readonly EventType<EventName>[];
  /** The builders: events, a ping, a test press's push. */
  readonly payloads: PayloadSet;
  /** What each simulated step fires, in the product's names. */
  readonly vocabulary: Vocabulary;
  /**
   * Other products' event names this product has no event for, each with the product's own way
   * of sending what it stands for (GitLab: `pull_request_review` → a `merge_request` with action
   * `approved`), in the product's words: an unknown name's refusal adds it. Absent: none.
   */
  readonly counterparts?: Readonly<Record<string, string>>;
}
