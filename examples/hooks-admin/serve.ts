// A tiny static server for the hooks-admin example: `npx tsx examples/hooks-admin/serve.ts`.
//
// The page itself needs no build step. The browser does need hookmock's browser entry (msw,
// @mswjs/data, faker… are npm packages, several of them CommonJS), so this server bundles
// src/browser/index.ts once with esbuild, in memory, and serves it at /vendor/hookmock-browser.js
// (index.html maps the bare specifier `hookmock/browser` there with an import map). It serves
// mockServiceWorker.js from this folder (`npx msw init examples/hooks-admin`), or msw's own copy.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
// @ts-expect-error -- a plain ES module of the build scripts, without types of its own.
import { mswHttpVariant } from '../../scripts/msw-http-variant.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export interface ExampleServer {
  url: string;
  close(): Promise<void>;
}

/** Bundles hookmock's browser entry for the page (ESM, browser conditions). */
export async function bundleBrowserEntry(): Promise<string> {
  const result = await build({
    entryPoints: [join(root, 'src', 'browser', 'index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"development"' },
    // msw's `http` as hookmock's browser build takes it (from msw's root entry, no top-level await).
    plugins: [mswHttpVariant('browser')],
  });
  const file = result.outputFiles[0];
  if (file === undefined) throw new Error('esbuild produced no output');
  return file.text;
}

export async function startExampleServer(
  options: { port?: number; host?: string } = {},
): Promise<ExampleServer> {
  const { port = 5173, host = '127.0.0.1' } = options;
  let bundle: Promise<string> | undefined;
  const workerFile = existsSync(join(here, 'mockServiceWorker.js'))
    ? join(here, 'mockServiceWorker.js')
    : join(root, 'node_modules', 'msw', 'lib', 'mockServiceWorker.js');
  const files: Record<string, string> = {
    '/': join(here, 'index.html'),
    '/index.html': join(here, 'index.html'),
    '/app.js': join(here, 'app.js'),
    '/style.css': join(here, 'style.css'),
    '/mockServiceWorker.js': workerFile,
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      res.end(body);
    };
    let content: Promise<string> | undefined;
    if (path === '/vendor/hookmock-browser.js') content = bundle ??= bundleBrowserEntry();
    else if (Object.hasOwn(files, path)) content = readFile(files[path] as string, 'utf8');
    if (content === undefined) {
      send(404, 'text/plain; charset=utf-8', 'not found');
      return;
    }
    const extension = path === '/' ? '.html' : path.slice(path.lastIndexOf('.'));
    content.then(
      (body) => send(200, TYPES[extension] ?? 'application/octet-stream', body),
      (error: unknown) => send(500, 'text/plain; charset=utf-8', String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const server = await startExampleServer({ port: Number(process.env.PORT || 5173) });
  console.log(`hooks-admin example on ${server.url} (mode 1: MSW worker)`);
  console.log(`  mode 2: start \`hookmock serve\`, then open ${server.url}?api=http://127.0.0.1:4100/api/v1`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
