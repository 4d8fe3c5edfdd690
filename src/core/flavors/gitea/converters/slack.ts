import type { ConverterDialect } from './converter-dialect.js';
import type { HookRecord } from '../../../state/database.js';
import type { WebhookEvent } from '../../../contract/webhook-event.js';
import { eventText } from './texts.js';

type P = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** `SlackTextFormatter`: `&`, `<`, `>` as entities. */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const link = (url: string, text: string) => `<${url}|${text}>`;
const COLORS = { green: '1ac600', red: 'ff3232', yellow: 'ffd930', purple: '7289da', orange: 'eb6420' };

/**
 * G `services/webhook/slack.go` (F `slack.go` + `general.go`): links as `<url|text>`; Forgejo
 * prints the repository plainly and the sender as inline code. Push, issue, pull-request and
 * release texts follow the products' tests; other events use the shared one-line title.
 */
export function slackBody(style: ConverterDialect['slack'], hook: HookRecord, body: WebhookEvent) {
  const p: P = body.payload;
  const plain = style === 'plain';
  const repo: P | undefined = p.repository;
  const repoText = repo ? (plain ? `[${repo.full_name}]` : `[${link(repo.html_url, repo.full_name)}]`) : '';
  const sender = p.sender?.login ?? '';
  const by = plain
    ? ` by \`${sender}\``
    : ` by ${link(`${new URL(body.site.appUrl).href}${sender}`, sender)}`;
  const message = (text: string, attachments: object[] | null) => slackMessage(hook, text, attachments);
  switch (body.type.family) {
    case 'push':
      return slackPush(hook, body, plain, sender);
    case 'issue': {
      const i: P = p.issue;
      const text = `${repoText} Issue ${esc(actionWord(body.action))}: ${link(i.html_url, `#${i.number} ${esc(i.title)}`)}${by}`;
      const show = (body.action === 'opened' || body.action === 'edited') && i.body;
      return message(
        text,
        show ? [attach(COLORS.orange, `#${i.number} ${esc(i.title)}`, i.html_url, esc(i.body))] : null,
      );
    }
    case 'pull': {
      const pr: P = p.pull_request;
      const text = `${repoText} Pull request ${esc(actionWord(body.action))}: ${link(pr.url, `#${pr.number} ${esc(pr.title)}`)}${by}`;
      const show = (body.action === 'opened' || body.action === 'edited') && pr.body;
      return message(
        text,
        show ? [attach(COLORS.green, `#${pr.number} ${esc(pr.title)}`, pr.url, esc(pr.body))] : null,
      );
    }
    case 'release': {
      const rel: P = p.release;
      const verb = body.action === 'published' ? 'created' : body.action;
      return message(`${repoText} Release ${verb}: ${link(rel.html_url, rel.tag_name)}${by}`, null);
    }
    default: {
      const t = eventText(body.type.family, body.action, p);
      return message(esc(t.title), t.text ? [attach(COLORS.yellow, '', '', esc(t.text))] : null);
    }
  }
}

/** The message every Slack body is: the hook's channel settings around a text. */
function slackMessage(hook: HookRecord, text: string, attachments: object[] | null) {
  return {
    channel: hook.slack.channel ?? '',
    text,
    username: hook.slack.username ?? '',
    icon_url: hook.slack.iconUrl ?? '',
    unfurl_links: 0,
    link_names: 0,
    attachments,
  };
}

const attach = (color: string, title: string, titleLink: string, text: string) => ({
  fallback: '',
  color,
  title,
  title_link: titleLink,
  text,
});

/** Push: the branch and commit count as links (plain in Forgejo), one attachment line per commit. */
function slackPush(hook: HookRecord, body: WebhookEvent, plain: boolean, sender: string) {
  const p: P = body.payload;
  const repo: P | undefined = p.repository;
  const branch = String(p.ref).replace(/^refs\/(heads|tags)\//, '');
  const n: number = p.total_commits;
  const count = `${n} new commit${n === 1 ? '' : 's'}`;
  const where = plain
    ? `[${repo?.full_name}:${branch}]`
    : `[${link(repo?.html_url, repo?.full_name)}:${link(`${repo?.html_url}/src/branch/${branch}`, branch)}]`;
  const text = `${where} ${p.compare_url !== body.site.appUrl ? link(p.compare_url, count) : count} pushed by ${sender}`;
  const lines = p.commits.map(
    (c: P) =>
      `${link(c.url, String(c.id).slice(0, 7))}: ${esc(String(c.message).split('\n')[0] ?? '')} - ${esc(c.author?.name ?? '')}`,
  );
  return slackMessage(hook, text, [
    attach(hook.slack.color ?? '', repo?.html_url, repo?.html_url, lines.join('\n')),
  ]);
}

const actionWord = (action: string | null) => (action ?? '').replace('label_', 'labels ').replace(/_/g, ' ');
