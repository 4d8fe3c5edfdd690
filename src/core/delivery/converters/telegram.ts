import type { WebhookEvent } from '../../events/event.js';
import { eventText } from './texts.js';

type P = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;');
/** `markup.Sanitize` adds `rel="nofollow"` to every link. */
const a = (href: string, text: string) => `<a href="${esc(href)}" rel="nofollow">${text}</a>`;

/**
 * G `services/webhook/telegram.go` (texts from its `telegram_test.go`): HTML with links for
 * push, issues, pull requests and releases; other events the shared one-line title, escaped.
 */
export function telegramBody(body: WebhookEvent) {
  const p: P = body.payload;
  const repo: P | undefined = p.repository;
  const repoLink = repo ? a(repo.html_url, esc(repo.full_name)) : '';
  const sender = p.sender?.login ?? '';
  const by = ` by ${a(`${body.site.appUrl}${sender}`, esc(sender))}`;
  let text: string;
  switch (body.type.family) {
    case 'push': {
      const commits: P[] = p.commits;
      const branch = String(p.ref).replace(/^refs\/(heads|tags)\//, '');
      const n: number = p.total_commits;
      const link = commits.length === 1 ? commits[0]?.url : p.compare_url;
      const lines = commits.map(
        (c) =>
          `\n[${a(c.url, String(c.id).slice(0, 7))}] ${esc(String(c.message).split('\n')[0] ?? '')} - ${esc(c.author?.name ?? '')}`,
      );
      text = `[${repoLink}:${a(link, esc(branch))}] ${n} new commit${n === 1 ? '' : 's'}${lines.join('')}`;
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
