/**
 * msw's `http` for the browser builds (scripts/bundle-entries.mjs swaps this in for
 * `msw-http.ts`): bundlers targeting browsers refuse a dependency's top-level await (Vite's dev
 * server: "Top-level await is not available in the configured target environment"), and a
 * bundle pays no per-file load for msw's root entry, which both msw 2 and msw 3 export.
 */
export { http } from 'msw';
