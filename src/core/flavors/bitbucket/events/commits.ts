import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import { accountOf } from '../../../events/payloads/context.js';
import { bitbucketUser } from './entities.js';
import { apiBase, commitTime, href, webBase } from './links.js';

const MESSAGE = 'Add widget scaffolding\n';

/** The ref's newest commits, newest first, following first parents: at most `count`. */
export function newestCommits(ctx: PayloadContext, sha: string, count: number) {
  const history = ctx.world.of(needRepo(ctx)).history;
  const out: { sha: string; message: string; parent: string | null }[] = [];
  for (let at: string | null = sha; at !== null && out.length < count;) {
    const commit = history.get(at);
    out.push({ sha: at, message: commit?.message ?? MESSAGE, parent: commit?.parent ?? null });
    at = commit?.parent ?? null;
  }
  return out;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A commit's links: self and html (the recorded push's `target`). */
function commitLinks(ctx: PayloadContext, sha: string) {
  const repo = needRepo(ctx);
  return {
    self: href(`${apiBase(ctx)}/repositories/${repo.owner}/${repo.name}/commit/${sha}`),
    html: href(`${webBase(ctx)}/${repo.owner}/${repo.name}/commits/${sha}`),
  };
}

/**
 * A commit as a push's `target` and `commits[]` show it (the recorded 2025 push, Jenkins'
 * `signed_payload.json`): the sender as its author, the message rendered as markdown.
 */
export function bitbucketCommit(
  ctx: PayloadContext,
  commit: { sha: string; message: string; parent: string | null },
) {
  const account = accountOf(ctx.store, ctx.sender.login);
  const line = commit.message.split('\n')[0] ?? '';
  return {
    type: 'commit',
    hash: commit.sha,
    date: commitTime(ctx.at),
    author: {
      type: 'author',
      raw: `${account.fullName || account.login} <${account.email || `${account.login}@example.test`}>`,
      user: bitbucketUser(ctx, account.login),
    },
    committer: {},
    message: commit.message,
    summary: {
      type: 'rendered',
      raw: commit.message,
      markup: 'markdown',
      html: `<p>${escapeHtml(line)}</p>`,
    },
    links: commitLinks(ctx, commit.sha),
    parents: commit.parent
      ? [{ hash: commit.parent, links: commitLinks(ctx, commit.parent), type: 'commit' }]
      : [],
    rendered: {},
    properties: {},
  };
}

/** A commit named by its hash alone, 12 characters (a pull request's ends). */
export const shortCommit = (ctx: PayloadContext, sha: string) => ({
  hash: sha.slice(0, 12),
  links: commitLinks(ctx, sha),
  type: 'commit',
});
