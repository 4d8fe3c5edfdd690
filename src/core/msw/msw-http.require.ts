/**
 * msw's `http` for the CommonJS builds (scripts/bundle-client.mjs swaps this in for
 * `msw-http.ts`, which CommonJS cannot load: it awaits at its top level). Jest loads hookmock
 * through `require`; `require` is synchronous, so the entry that exists is found as the ES module
 * form finds it: msw 2.15+'s `msw/core/http`, then msw 3's `msw/http`.
 */
import type { http as HttpFactory } from 'msw';

/** The part of the entry we use. */
interface MswHttp {
  http: typeof HttpFactory;
}

// This file is CommonJS once built: `require` is the point (not an import style to convert).
/* eslint-disable @typescript-eslint/no-require-imports */
function load(): MswHttp {
  try {
    return require('msw/core/http');
  } catch (error) {
    try {
      return require('msw/http');
    } catch {
      throw error;
    }
  }
}
/* eslint-enable @typescript-eslint/no-require-imports */

/** msw's `http`, whichever msw is installed. */
export const { http } = load();
