/**
 * The dashboard served at `GET /__hookmock/`: one self-contained page (inline CSS and script, no
 * external assets) whose sections each poll their control route (state, pings, request journal,
 * deliveries), with buttons to reset, load a scenario, clear pings and emit an event.
 *
 * Its sources are real files in src/dashboard/ (page.html, dashboard.css and a typechecked
 * script), built by scripts/build-dashboard.mjs into dashboard-assets.generated.ts, so the page
 * needs no file access at run time: the browser worker serves it too (no node: imports here).
 *
 * The script puts every value from the mock into the DOM as text (`textContent`, text nodes,
 * `setAttribute`), never as markup. Each response also carries a fresh CSP nonce, so injected
 * inline script could not run anyway.
 */
import { DASHBOARD_PAGE_PARTS } from './dashboard-assets.generated.js';
import type { DashboardLayout } from '../contract/dashboard-view.js';

/** Where page.html takes the product's hook layout: a JSON data block, never run as script. */
const LAYOUT = '{{layout}}';

/**
 * The page with a fresh nonce and the product's hook layout (`Product.dashboard`): in the page,
 * so the script knows the columns and the redacted headers before its first poll renders a row.
 */
export function dashboardHtml(layout: DashboardLayout): string {
  // `<` escaped: no `</script>` can end the data block early.
  const json = JSON.stringify(layout).replace(/</g, '\\u003c');
  return DASHBOARD_PAGE_PARTS.join(randomNonce()).replace(LAYOUT, () => json);
}

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let text = '';
  for (const byte of bytes) text += byte.toString(16).padStart(2, '0');
  return text;
}
