// Playwright Test with hookmock (docs/guide/playwright.md shows this file verbatim): Playwright starts
// `hookmock serve` before the tests and stops it after. Each test makes its own session, so tests
// may run in parallel. CHROMIUM_PATH, when set, names a browser to use instead of Playwright's own.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testMatch: '*.spec.mjs',
  webServer: {
    command: 'npx hookmock serve --port 4179',
    url: 'http://127.0.0.1:4179/__hookmock/health',
    reuseExistingServer: false,
  },
  use: {
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || undefined },
  },
});
