import { goQueryEscape } from '../../../go/go-query.js';
import type { ConverterDialect } from './converter-dialect.js';
import type { WebhookEvent } from '../../../contract/webhook-event.js';
import { pushLines } from './texts.js';
import type { EventText } from './texts.js';

type P = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const COLOR = { green: '1ac600', red: 'ff3232', yellow: 'ffd930', orange: 'eb6420', purple: '7289da' };

function colorOf(body: WebhookEvent): string {
  const { family } = body.type;
  if (family === 'push' || family === 'create' || family === 'release') return COLOR.green;
  const p: P = body.payload;
  if (body.action === 'closed') return p.pull_request?.merged ? COLOR.purple : COLOR.red;
  if (body.action === 'opened') return family === 'pull' ? COLOR.green : COLOR.orange;
  return family === 'delete' ? COLOR.red : COLOR.yellow;
}

/** The second fact (G `msteams.go`): the commit count, or the issue's/PR's database id, or the tag. */
function factsOf(t: EventText, body: WebhookEvent) {
  const p: P = body.payload;
  const facts = [{ name: 'Repository:', value: t.repo }];
  if (body.type.family === 'push') facts.push({ name: 'Commit count:', value: String(p.total_commits) });
  if (body.type.family === 'issue') facts.push({ name: 'Issue #:', value: String(p.issue?.id) });
  if (body.type.family === 'pull') facts.push({ name: 'Pull request #:', value: String(p.pull_request?.id) });
  if (body.type.family === 'release') facts.push({ name: 'Tag:', value: String(p.release?.tag_name) });
  return facts;
}

/** G `services/webhook/msteams.go`: a legacy MessageCard. */
export function teamsCard(t: EventText, body: WebhookEvent) {
  const sender: P = body.payload.sender ?? {};
  const text =
    body.type.family === 'push'
      ? pushLines(body.payload).join('\n\n')
      : body.type.family === 'release'
        ? ''
        : t.text;
  return {
    '@type': 'MessageCard',
    '@context': 'https://schema.org/extensions',
    themeColor: colorOf(body),
    title: t.title,
    summary: t.title,
    sections: [
      {
        activityTitle: sender.full_name ?? '',
        activitySubtitle: sender.login ?? '',
        activityImage: sender.avatar_url ?? '',
        facts: factsOf(t, body),
        text,
      },
    ],
    potentialAction: [
      { '@type': 'OpenUri', name: 'View in Gitea', targets: [{ os: 'default', uri: t.url }] },
    ],
  };
}

/** F `services/webhook/msteams.go`: an Adaptive Card, reduced to a title and text (INFERRED layout). */
export function teamsAdaptive(t: EventText) {
  return {
    type: 'AdaptiveCard',
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    version: '1.5',
    msteams: { width: 'Full' },
    body: [
      { type: 'TextBlock', text: t.title, wrap: true },
      ...(t.text ? [{ type: 'TextBlock', text: t.text, wrap: true }] : []),
    ],
    actions: [{ type: 'Action.OpenUrl', title: 'View in Forgejo', url: t.url }],
    style: 'default',
  };
}

/** The actionCard title, text and button of G `dingtalk.go` per event. */
function dingtalkCard(t: EventText, body: WebhookEvent) {
  const p: P = body.payload;
  const withBody = (head: string, text: string) => (text ? `${head}\r\n\r\n${text}` : head).trim();
  switch (body.type.family) {
    case 'push':
      return { title: t.title, text: pushLines(p).join('\r\n'), button: 'view commit(s)' };
    case 'issue':
      return {
        title: `#${p.issue.number} ${p.issue.title}`,
        text: withBody(t.title, t.text),
        button: 'view issue',
      };
    case 'pull':
      return {
        title: `#${p.pull_request.number} ${p.pull_request.title}`,
        text: withBody(t.title, t.text),
        button: 'view pull request',
      };
    case 'release':
      return { title: t.title, text: t.title, button: 'view release' };
    default:
      return { title: t.title, text: withBody(t.title, t.text), button: 'view' };
  }
}

/** G: the library's full message (sections other than actionCard INFERRED); F: its own struct. */
export function dingtalk(t: EventText, body: WebhookEvent, variant: ConverterDialect['dingtalk']) {
  const card = dingtalkCard(t, body);
  const singleURL = `dingtalk://dingtalkclient/page/link?pc_slide=false&url=${goQueryEscape(t.url)}`;
  const head = { text: card.text, title: card.title, hideAvatar: '0' };
  if (variant === 'action-card')
    return {
      msgtype: 'actionCard',
      text: { content: '' },
      actionCard: { ...head, singleTitle: card.button, singleURL },
    };
  return {
    msgtype: 'actionCard',
    text: { content: '' },
    link: { text: '', title: '', picUrl: '', messageUrl: '' },
    markdown: { text: '', title: '' },
    actionCard: { ...head, btnOrientation: '', singleTitle: card.button, singleURL, btns: null },
    feedCard: { links: null },
    at: { atMobiles: null, isAtAll: false },
  };
}
