import { EVENTS_SCRIPT, EVENTS_SECTION } from '../events/dashboard-events.js';

/**
 * The dashboard served at `GET /__hookmock/`: one self-contained page (inline CSS and script, no
 * external assets) that polls the control API every second and shows the state (orgs, repos and
 * their hooks), the ping attempts and the request journal, with buttons to reset, load a scenario
 * and clear pings. The script is in dashboard-script.ts.
 *
 * Every value that comes from the mock is put into the DOM as text (`textContent`, `append` of
 * strings, `setAttribute` for titles); the script never assigns markup built from data. The page
 * also carries a per-response CSP nonce, so injected inline script could not run anyway.
 * Environment-agnostic: no node: imports (the browser worker serves this page too).
 */
import { SCRIPT } from './dashboard-script.js';

export function dashboardHtml(): string {
  const nonce = randomNonce();
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'">
<title>hookmock dashboard</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header>
  <h1>hookmock</h1>
  <span id="scenario" class="muted" data-testid="scenario"></span>
  <label id="session-picker" class="muted" hidden>session
    <select id="session" aria-label="session"><option value="">default</option></select></label>
  <div class="actions">
    <button type="button" id="reset" title="POST /__hookmock/reset">Reset</button>
    <form id="load-form" class="inline">
      <input id="scenario-name" name="name" placeholder="scenario name, e.g. default" aria-label="scenario name" required>
      <button type="submit" id="load-scenario" title="POST /__hookmock/scenario">Load scenario</button>
    </form>
    <button type="button" id="clear-pings" title="DELETE /__hookmock/pings">Clear pings</button>
    <label class="muted"><input type="checkbox" id="pause"> pause</label>
  </div>
</header>
<p id="status" role="status" class="muted"></p>
<main>
  <section>
    <h2>Organizations <span class="count" id="orgs-count"></span></h2>
    <div id="orgs"></div>
  </section>
  <section>
    <h2>Repositories <span class="count" id="repos-count"></span></h2>
    <div id="repos"></div>
  </section>
  <section>
    <h2>Users <span class="count" id="users-count"></span></h2>
    <div id="users"></div>
  </section>
  <section>
    <h2>Ping attempts <span class="count" id="pings-count"></span></h2>
    <div id="pings"></div>
  </section>
${EVENTS_SECTION}
  <section>
    <h2>Request journal <span class="count" id="requests-count"></span></h2>
    <div id="requests"></div>
  </section>
</main>
<footer class="muted">Updated <span id="updated">never</span> · polling every second · control API at <code id="control-base"></code></footer>
<script nonce="${nonce}">${SCRIPT}${EVENTS_SCRIPT}</script>
</body>
</html>
`;
}

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let text = '';
  for (const byte of bytes) text += byte.toString(16).padStart(2, '0');
  return text;
}

const STYLE = String.raw`
:root { color-scheme: light dark; --fg: #1b1f24; --muted: #5d6670; --line: #d5dae0; --bg: #fff; --alt: #f5f7f9;
  --ok: #1a7f37; --bad: #c62828; --warn: #9a6700; --info: #0969da; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6e9ed; --muted: #9aa4ae; --line: #3a424b; --bg: #16191d; --alt: #1f2328; } }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); }
header { display: flex; flex-wrap: wrap; align-items: center; gap: .75rem 1rem; padding: .75rem 1.25rem; border-bottom: 1px solid var(--line); position: sticky; top: 0; background: var(--bg); z-index: 1; }
h1 { font-size: 1.15rem; margin: 0; }
h2 { font-size: 1rem; margin: 1.25rem 0 .5rem; }
h3 { font-size: .9rem; margin: .75rem 0 .35rem; }
.actions { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin-left: auto; }
form.inline { display: inline-flex; gap: .35rem; }
button { font: inherit; padding: .25rem .7rem; border: 1px solid var(--line); border-radius: 6px; background: var(--alt); color: var(--fg); cursor: pointer; }
button:hover { border-color: var(--info); }
input { font: inherit; padding: .25rem .5rem; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: var(--fg); }
main { padding: 0 1.25rem 1.5rem; }
#status { margin: .5rem 1.25rem 0; min-height: 1.2em; }
#status.error { color: var(--bad); }
table { border-collapse: collapse; width: 100%; margin-bottom: .5rem; }
th, td { text-align: left; vertical-align: top; padding: .3rem .5rem; border-bottom: 1px solid var(--line); }
th { font-weight: 600; color: var(--muted); font-size: .8rem; text-transform: uppercase; letter-spacing: .03em; }
tbody tr:nth-child(even) { background: var(--alt); }
td.url, td.path { word-break: break-all; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .85rem; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .82rem; }
pre { margin: .35rem 0; padding: .5rem; background: var(--alt); border: 1px solid var(--line); border-radius: 6px; overflow: auto; max-height: 24rem; white-space: pre-wrap; word-break: break-all; }
.muted, .empty { color: var(--muted); }
.count { color: var(--muted); font-weight: normal; }
.badge { display: inline-block; padding: 0 .45rem; border-radius: 999px; font-size: .78rem; border: 1px solid currentColor; }
.s-delivered, .s-2 { color: var(--ok); } .s-failed, .s-4, .s-5 { color: var(--bad); }
.s-pending, .s-skipped { color: var(--warn); } .s-recorded, .s-3 { color: var(--info); }
.on { color: var(--ok); } .off { color: var(--muted); }
.owner { margin-bottom: 1rem; }
footer { padding: .75rem 1.25rem; border-top: 1px solid var(--line); }
`;
