import { formatMessage } from '../../core/errors/format-message.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type httpProxy from 'http-proxy';

export interface FallbackProxy {
  /** Sends the request upstream at `path` (already normalized); `body` when it was read already. */
  forward(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    onError: ProxyErrorAnswer,
    body?: Buffer,
    /** False: without the URL's userinfo (a request another site started, F12). Default true. */
    credentials?: boolean,
  ): void;
  close(): void;
}

/** Writes the mock's error answer (502 unreachable, 504 timed out) for a failed forward. */
export type ProxyErrorAnswer = (status: 502 | 504, message: string) => void;

/**
 * `--fallback`: what the mock does not own goes to the upstream, through http-proxy. The
 * upstream's answer passes through as it is — CORS headers included, none added (as the proxies
 * of Vite and webpack-dev-server do), so the upstream's own CORS policy decides what a page may
 * read. Userinfo in the URL is sent as Basic auth (when the client sends no Authorization of
 * its own) and never appears in an answer or a log line.
 */
export async function createFallbackProxy(
  fallback: string,
  options: { timeoutMs: number; log: (line: string) => void },
): Promise<FallbackProxy> {
  const target = new URL(fallback); // throws on a malformed URL before we listen
  const auth = target.username || target.password ? userinfo(target) : undefined;
  target.username = '';
  target.password = '';
  const shown = target.href;
  const { timeoutMs } = options;
  // Loaded only when a fallback is asked for: most servers never proxy.
  const { default: createProxy } = await import('http-proxy');
  const proxy: httpProxy = createProxy.createProxyServer({
    target: target.href,
    changeOrigin: true,
    xfwd: true,
    ...(auth !== undefined ? { auth } : {}),
  });
  const answers = new WeakMap<IncomingMessage, ProxyErrorAnswer>();
  proxy.on('proxyReq', (proxyReq, _req, res) => {
    const timedOut = Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' });
    proxyReq.setTimeout(timeoutMs, () => proxyReq.destroy(timedOut));
    // The client left: stop the upstream request too, so no socket stays open for nobody.
    res.on('close', () => {
      if (!res.writableFinished) proxyReq.destroy();
    });
  });
  proxy.on('error', (error: Error & { code?: string }, req, res) => {
    options.log(formatMessage(`fallback ${req.method} ${req.url} failed: ${error.message}`));
    const answer = answers.get(req);
    if (!('writeHead' in res) || res.headersSent || res.destroyed || answer === undefined) {
      res.destroy();
      return;
    }
    if (error.code === 'ETIMEDOUT') answer(504, `fallback upstream ${shown} timed out: ${error.message}`);
    else answer(502, `fallback upstream ${shown} unreachable: ${error.message}`);
  });
  return {
    forward(req, res, path, onError, body, credentials = true) {
      answers.set(req, onError);
      req.url = path;
      proxy.web(req, res, {
        ...(body === undefined ? {} : { buffer: Readable.from([body]) }),
        ...(credentials ? {} : { auth: undefined }),
      });
    },
    close: () => proxy.close(),
  };
}

function userinfo(url: URL): string {
  return `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
}
