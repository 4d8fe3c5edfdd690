import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';

/** Debian's chromium package (CI: `apt-get install -y chromium`). */
export const CHROMIUM_PATH = process.env.HOOKMOCK_CHROMIUM ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);
export const SKIP_MESSAGE = `browser tests skipped: ${CHROMIUM_PATH} not found (install it with \`apt-get install -y chromium\`)`;

if (!hasChromium) console.warn(`[hookmock] ${SKIP_MESSAGE}`);

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  /** A new page that records console errors, page errors and dialogs. */
  newPage(): Promise<TrackedPage>;
  close(): Promise<void>;
}

export interface TrackedPage {
  page: Page;
  errors: string[];
  dialogs: string[];
}

/** Launches /usr/bin/chromium headless with a fresh user-data-dir; `close()` removes it. */
export async function launch(extraArgs: string[] = []): Promise<Browser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'hookmock-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...FLAGS, ...extraArgs],
    viewport: { width: 1280, height: 900 },
  });
  return {
    context,
    async newPage() {
      const page = await context.newPage();
      const errors: string[] = [];
      const dialogs: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('dialog', (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void (dialog.type() === 'confirm' ? dialog.accept() : dialog.dismiss());
      });
      return { page, errors, dialogs };
    },
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
