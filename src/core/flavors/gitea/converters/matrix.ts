import type { MatrixMeta } from '../../../contract/hook-meta.js';
import type { WebhookEvent } from '../../../contract/webhook-event.js';
import { eventText } from './texts.js';

type P = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** G `matrix.go` `messageTypeText`: 1 → m.notice, 2 → m.text, anything else → "". */
const MSG_TYPES: Record<number, string> = { 1: 'm.notice', 2: 'm.text' };

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&#34;')
    .replace(/'/g, '&#39;');
/** G `general.go` `htmlLinkFormatter`. */
const a = (url: string, text: string) => `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>`;

/** G `matrix.go` `MatrixLinkToRef`: a branch or tag link under the repo's `src/`. */
function refLink(repoUrl: string, ref: string): string {
  const tag = ref.startsWith('refs/tags/');
  const name = ref.replace(/^refs\/(heads|tags)\//, '');
  return a(`${repoUrl}/src/${tag ? 'tag' : 'branch'}/${name}`, name);
}

/** G `matrix.go` `getMessageBody`: links as `[text](url)`, `<br>` as a newline. */
const plainBody = (html: string) =>
  html.replace(/<a href="([^"]*)">([^<]*)<\/a>/g, '[$2]($1)').replace(/<br>/g, '\n');

function formatted(body: WebhookEvent): string {
  const p: P = body.payload;
  const repo: P = p.repository;
  const repoLink = a(repo.html_url, repo.full_name);
  const by = (login: string) => ` by ${a(`${body.site.appUrl}${login}`, login)}`;
  const sender = String(p.sender?.login ?? '');
  const word = body.action === 'published' ? 'created' : body.action;
  switch (body.type.family) {
    case 'push': {
      const n: number = p.total_commits;
      const list: P[] = p.commits;
      const commits = list.map(
        (c) =>
          `${a(c.url, String(c.id).slice(0, 7))}: ${String(c.message).replace(/[\r\n]+$/, '')} - ${c.author?.name ?? ''}`,
      );
      const desc = n === 1 ? '1 commit' : `${n} commits`;
      return `[${repoLink}] ${p.pusher?.login ?? sender} pushed ${desc} to ${refLink(repo.html_url, p.ref)}:<br>${commits.join('<br>')}`;
    }
    case 'issue':
      return `[${repoLink}] Issue ${word}: ${a(p.issue.html_url, `#${p.issue.number} ${p.issue.title}`)}${by(sender)}`;
    case 'pull':
      return `[${repoLink}] Pull request ${word}: ${a(p.pull_request.html_url, `#${p.pull_request.number} ${p.pull_request.title}`)}${by(sender)}`;
    case 'release':
      return `[${repoLink}] Release ${word}: ${a(p.release.html_url, p.release.tag_name)}${by(sender)}`;
    default: {
      // The other events: the shared one-line title with the repo as a link (INFERRED layout).
      const title = eventText(body.type.family, body.action, p).title.replace(/^\[[^\]]*\] ?/, '');
      return `[${repoLink}] ${escapeHtml(title)}`;
    }
  }
}

/** G `matrix.go` `matrixConvertor.newPayload`: `MatrixPayload`, with the commits on push only. */
export function matrixBody(body: WebhookEvent, meta: MatrixMeta) {
  const html = formatted(body);
  const p: P = body.payload;
  const commits: unknown[] = body.type.family === 'push' ? p.commits : [];
  return {
    body: plainBody(html),
    msgtype: MSG_TYPES[meta.message_type] ?? '',
    format: 'org.matrix.custom.html',
    formatted_body: html,
    ...(commits.length > 0 ? { 'io.gitea.commits': commits } : {}),
  };
}
