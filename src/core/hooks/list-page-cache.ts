import type { CoreResponse } from '../http/core-request.js';

/** How many list pages are kept between two writes (scopes × pages × query shapes). */
const CAPACITY = 512;

/**
 * Rendered list pages, kept until the next write. A page's body and headers are a function of
 * the state (the store's revision, bumped by every write, `mock.db` included), the scope, and the
 * request URL (page, limit, and the Link header's origin, path and query); the flavor is the
 * engine's own. The first request after a write renders again, and the whole cache is dropped
 * at once, so a stale page is never answered. Only answers are cached: authentication, access
 * checks, faults and the journal still run for every request.
 */
export class ListPageCache {
  private revision = -1;
  private readonly pages = new Map<string, CoreResponse>();

  /** The page for `key` at `revision`, or the one `render` makes (kept until the revision moves). */
  get(revision: number, key: string, render: () => CoreResponse): CoreResponse {
    if (revision !== this.revision) {
      this.pages.clear();
      this.revision = revision;
    }
    let page = this.pages.get(key);
    if (page === undefined) {
      if (this.pages.size >= CAPACITY) this.pages.clear();
      page = render();
      this.pages.set(key, page);
    }
    // A fresh headers object: adapters and fault rules may add to the one they are given.
    return { status: page.status, headers: { ...page.headers }, body: page.body };
  }
}
