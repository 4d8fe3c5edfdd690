/**
 * msw's `http` handler factory, loaded from the entry that holds only it. msw's root entry also
 * loads its GraphQL, WebSocket and server-sent-event handlers, and with them the `graphql`
 * package: ~160 ms of every test file's import in Node 20, more than the rest of hookmock
 * (docs/internals/benchmarks.md, "Where the import goes"). msw 2.15+ serves the factory alone at
 * `msw/core/http`, msw 3 at `msw/http`; no path is in both, so the first that resolves is taken
 * once, when the module loads (top-level await: `createHookMock` stays synchronous).
 *
 * This is the form for Node's ES modules and the source tree. The package's other builds swap in
 * a sibling (scripts/bundle-entries.mjs, scripts/bundle-client.mjs): `msw-http.browser.ts`, for
 * bundlers whose browser targets refuse top-level await (Vite's), and `msw-http.require.ts`, for
 * CommonJS (Jest).
 */
import type { http as HttpFactory } from 'msw';

/** The part of the entry we use. */
interface MswHttp {
  http: typeof HttpFactory;
}

/** msw 2's entry, then msw 3's (their package.json "exports"). */
const ENTRIES: readonly string[] = ['msw/core/http', 'msw/http'];

async function load(): Promise<MswHttp> {
  let first: unknown;
  for (const entry of ENTRIES) {
    try {
      // A specifier the bundlers leave alone: which one exists is known only where it runs.
      const loaded: MswHttp = await import(/* @vite-ignore */ entry);
      return loaded;
    } catch (error) {
      first ??= error;
    }
  }
  throw first;
}

/** msw's `http` (`http.all(predicate, resolver)`, …), whichever msw is installed. */
export const { http } = await load();
