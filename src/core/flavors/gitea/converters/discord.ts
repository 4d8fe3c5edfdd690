import type { DiscordMeta } from '../../../contract/hook-meta.js';
import type { ConverterDialect } from './converter-dialect.js';
import type { WebhookEvent } from '../../../contract/webhook-event.js';
import { eventText } from './texts.js';

type P = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** G `discord.go` colours as the decimal ints the payload carries. */
const COLOR = { green: 1754624, red: 16724530, yellow: 16767280, purple: 7506394, orange: 15426592 };

const truncate = (s: string, n: number) => {
  const runes = [...s];
  return runes.length > n ? `${runes.slice(0, n - 3).join('')}...` : s;
};

function colorOf(body: WebhookEvent): number {
  const { family } = body.type;
  if (family === 'push' || family === 'create' || family === 'release') return COLOR.green;
  const p: P = body.payload;
  if (body.action === 'closed') return p.pull_request?.merged ? COLOR.purple : COLOR.red;
  if (body.action === 'opened') return family === 'pull' ? COLOR.green : COLOR.orange;
  return family === 'delete' ? COLOR.red : COLOR.yellow;
}

/** Title, description and URL of the one embed (G `discord.go` `Push`, `Issue`, `PullRequest`, `Release`). */
function embedText(body: WebhookEvent): { title: string; description: string; url: string } {
  const p: P = body.payload;
  const t = eventText(body.type.family, body.action, p);
  const title = t.title.replace(/ by [^ ]*$/, '');
  const withBody = body.action === 'opened' || body.action === 'edited';
  switch (body.type.family) {
    case 'push': {
      const commits: P[] = p.commits;
      const lines = commits.map(
        (c) =>
          `[${String(c.id).slice(0, 7)}](${c.url}) ${truncate(String(c.message).split('\n')[0] ?? '', 50)} - ${c.author?.name ?? ''}`,
      );
      const branch = String(p.ref).replace(/^refs\/(heads|tags)\//, '');
      const url =
        p.total_commits === 1 && commits[0]
          ? commits[0].url
          : p.compare_url || `${p.repository.html_url}/src/${branch}`;
      return { title: t.title, description: lines.join('\n'), url };
    }
    case 'issue':
      return { title, description: withBody ? (p.issue.body ?? '') : '', url: p.issue.html_url };
    case 'pull':
      return {
        title,
        description: withBody ? (p.pull_request.body ?? '') : '',
        url: p.pull_request.html_url,
      };
    case 'release':
      return { title, description: p.release.body ?? '', url: p.release.html_url };
    default:
      return { title, description: t.text, url: t.url };
  }
}

/**
 * G `discord.go` `createPayload`: one embed, the author from the sender, the meta's username and
 * icon as the bot's. F tags `wait`, `content` and `tts` `json:"-"` and omits an empty footer and
 * fields.
 */
export function discordBody(body: WebhookEvent, meta: DiscordMeta, variant: ConverterDialect['discord']) {
  const compact = variant === 'compact';
  const p: P = body.payload;
  const sender: P = p.sender ?? {};
  const { title, description, url } = embedText(body);
  const embed = {
    title,
    description: [...description].slice(0, 2000).join(''), // util.TruncateRunes: no ellipsis
    url,
    color: colorOf(body),
    ...(compact ? {} : { footer: { text: '' } }),
    author: {
      name: sender.login ?? '',
      url: `${body.site.appUrl}${sender.login ?? ''}`,
      icon_url: sender.avatar_url ?? '',
    },
    ...(compact ? {} : { fields: null }),
  };
  const who = {
    ...(meta.username ? { username: meta.username } : {}),
    ...(meta.icon_url ? { avatar_url: meta.icon_url } : {}),
  };
  if (compact) return { ...who, embeds: [embed] };
  return { wait: false, content: '', ...who, tts: false, embeds: [embed] };
}
