import type { WebhookEvent } from '../../../contract/webhook-event.js';
import { eventText } from './texts.js';
import type { ConverterDialect } from './converter-dialect.js';

type P = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;');
/** `markup.Sanitize` adds `rel="nofollow"` to every link. */
const a = (href: string, text: string) => `<a href="${esc(href)}" rel="nofollow">${text}</a>`;

/**
 * G `services/webhook/telegram.go` (texts from its `telegram_test.go`): HTML with links for
 * push, issues, pull requests and releases; other events the shared one-line title, escaped.
 * F (`plain`, its `telegram.go` L113–142, `telegram_test.go` L62–64, L82): the repository,
 * branch and sender unlinked; a push lists each commit's whole message.
 */
export function telegramBody(style: ConverterDialect['telegram'], body: WebhookEvent) {
  const p: P = body.payload;
  const repo: P | undefined = p.repository;
  const plain = style === 'plain';
  const repoLink = repo ? (plain ? esc(repo.full_name) : a(repo.html_url, esc(repo.full_name))) : '';
  const sender = p.sender?.login ?? '';
  const by = ` by ${plain ? esc(sender) : a(`${body.site.appUrl}${sender}`, esc(sender))}`;
  let text: string;
  switch (body.type.family) {
    case 'push': {
      const commits: P[] = p.commits;
      const branch = String(p.ref).replace(/^refs\/(heads|tags)\//, '');
      const n: number = p.total_commits;
      const link = commits.length === 1 ? commits[0]?.url : p.compare_url;
      const message = (m: string) => (plain ? m.replace(/[\r\n]+$/, '') : (m.split('\n')[0] ?? ''));
      const lines = commits.map(
        (c) =>
          `\n[${a(c.url, String(c.id).slice(0, 7))}] ${esc(message(String(c.message)))} - ${esc(c.author?.name ?? '')}`,
      );
      const where = plain ? `${repoLink}:${esc(branch)}` : `${repoLink}:${a(link, esc(branch))}`;
      text = `[${where}] ${n} new commit${n === 1 ? '' : 's'}${lines.join('')}`;
      break;
    }
    case 'issue': {
      const i: P = p.issue;
      text = `[${repoLink}] Issue ${esc(body.action ?? '')}: ${a(i.html_url, `#${i.number} ${esc(i.title)}`)}${by}${i.body ? `\n\n${esc(i.body)}` : ''}`;
      break;
    }
    case 'pull': {
      const pr: P = p.pull_request;
      text = `[${repoLink}] Pull request ${esc(body.action ?? '')}: ${a(pr.html_url, `#${pr.number} ${esc(pr.title)}`)}${by}${pr.body ? `\n${esc(pr.body)}` : ''}`;
      break;
    }
    case 'release': {
      const rel: P = p.release;
      const verb = body.action === 'published' ? 'created' : (body.action ?? '');
      text = `[${repoLink}] Release ${verb}: ${a(rel.html_url, esc(rel.tag_name))}${by}`;
      break;
    }
    default: {
      const t = eventText(body.type.family, body.action, p);
      text = `${esc(t.title)}${t.text ? `\n${esc(t.text)}` : ''}`;
    }
  }
  return { text: text.trim(), parse_mode: 'HTML', disable_web_page_preview: true };
}
