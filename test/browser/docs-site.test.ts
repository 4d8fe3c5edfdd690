// The docs site (npm run docs:build → docs/.vitepress/dist) in headless Chromium, served from
// 127.0.0.1: a generated page renders with its table, the sidebar leads to another page, and a
// `page.md#anchor` link lands on its heading (the GitHub anchors the site is configured with).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/server.js';
import { SKIP_MESSAGE, hasChromium, launch } from '../support/browser.js';
import type { Browser } from '../support/browser.js';

const DIST = join(ROOT, 'docs', '.vitepress', 'dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

const newest = (dir: string): number =>
  Math.max(
    ...readdirSync(dir).map((entry) => {
      if (entry === 'dist' || entry === 'cache') return 0;
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? newest(path) : statSync(path).mtimeMs;
    }),
  );

/** Builds the site unless a build newer than every page is there (CI builds it before the tests). */
function ensureBuilt(): void {
  const index = join(DIST, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs > newest(join(ROOT, 'docs'))) return;
  const build = spawnSync(process.execPath, ['node_modules/vitepress/bin/vitepress.js', 'build', 'docs'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`docs:build failed:\n${build.stdout}\n${build.stderr}`);
}

/** A static server for the built site, as any web server would serve it. */
function serveDist(): Server {
  return createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(DIST, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(DIST)) return void response.writeHead(403).end();
    if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
    if (!existsSync(file) || statSync(file).isDirectory()) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
}

describe.skipIf(!hasChromium)(
  hasChromium ? 'the docs site in Chromium' : `the docs site (${SKIP_MESSAGE})`,
  () => {
    let server: Server;
    let browser: Browser;
    let origin = '';

    beforeAll(async () => {
      ensureBuilt();
      server = serveDist();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      browser = await launch();
    }, 180_000);
    afterAll(async () => {
      await browser?.close();
      await new Promise<void>((resolve) => server?.close(() => resolve()));
    });

    it('renders a generated page and follows the sidebar to another', async () => {
      const { page, errors } = await browser.newPage();
      await page.goto(`${origin}/reference/control-api.html`);
      await expect.poll(() => page.locator('h1').first().textContent()).toContain('Control API');
      expect(await page.locator('td code', { hasText: 'GET /__hookmock/health' }).count()).toBe(1);
      await page.locator('.VPSidebar a', { hasText: 'Testing deliveries' }).click();
      await page.waitForURL(/\/guide\/deliveries\.html$/);
      await expect.poll(() => page.locator('h1').first().textContent()).toContain('Testing deliveries');
      await page.screenshot({ path: join(ROOT, 'test-artifacts', 'docs-site.png') });
      expect(errors).toEqual([]);
    });

    it('lands a page.md#anchor link on its heading', async () => {
      const { page, errors } = await browser.newPage();
      await page.goto(`${origin}/reference/options.html`);
      await page.locator('.vp-doc a', { hasText: 'Renamed in 0.2.0' }).click();
      await page.waitForURL(/\/reference\/api\.html#renamed-in-020$/);
      // The URL changes before the router has drawn the new page: poll for the heading.
      await expect.poll(() => page.locator('h2#renamed-in-020').count()).toBe(1);
      expect(errors).toEqual([]);
    });
  },
);
