/**
 * Issue 32 item 4: the README shows what the default scenario holds — users and tokens, repos,
 * and every hook with its id, where it lives, its events, URL and whether it is active — as
 * tables generated from scenarios/default.json (`npm run docs:generate`; generated-pages.test.ts
 * fails when they drift). A newcomer read "hook 1, subscribed to `push`" and found two repo
 * hooks, hook 1 on push and pull_request, and an org hook.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const scenario = JSON.parse(
  readFileSync(new URL('../../scenarios/default.json', import.meta.url), 'utf8'),
) as {
  users: { login: string; token: string }[];
  hooks: { repo?: string; org?: string; events: string[]; active: boolean; config: { url: string } }[];
};

describe("the README's default-scenario tables", () => {
  it('list every user with its token and every hook with id, place, events, URL and active', () => {
    const block = /<!-- default-scenario:[^>]*-->\n([\s\S]*?)\n<!-- \/default-scenario -->/.exec(readme)?.[1];
    expect(block, 'README.md has the generated default-scenario block').toBeDefined();
    for (const user of scenario.users) expect(block).toContain(`| \`${user.login}\` | \`${user.token}\` |`);
    scenario.hooks.forEach((hook, i) => {
      const where = hook.repo ? `repo \`${hook.repo}\`` : `org \`${hook.org}\``;
      const events = hook.events.map((e) => `\`${e}\``).join(', ');
      expect(block).toContain(
        `| ${i + 1} | ${where} | ${events} | \`${hook.config.url}\` | ${hook.active ? 'yes' : 'no'} |`,
      );
    });
  });
});
