import type { Converted, HookConverter } from '../../../contract/delivery-dialect.js';
import type { ConverterDialect } from './converter-dialect.js';
import { decodeMeta, isMetaType } from '../../../contract/hook-meta.js';
import type { HookRecord } from '../../../state/database.js';
import type { WebhookEvent } from '../../../contract/webhook-event.js';
import { hmac } from '../../../delivery/signer.js';
import { packagistBody, sourcehutBody } from './build-hooks.js';
import { dingtalk, teamsAdaptive, teamsCard } from './cards.js';
import { discordBody } from './discord.js';
import { matrixBody } from './matrix.js';
import { slackBody } from './slack.js';
import { telegramBody } from './telegram.js';
import { eventText } from './texts.js';

/** Types whose requester unmarshals `webhook.meta` (G requester names; F `<type>Handler.NewRequest`). */
const META_REQUESTERS: Record<string, string> = {
  discord: 'newDiscordRequest',
  matrix: 'newMatrixRequest',
  packagist: 'newPackagistRequest',
  sourcehut_builds: 'sourcehut NewRequest',
};

/**
 * The body of a non-native hook (G `services/webhook/payloader.go` `newPayload`, F
 * `shared/payloader.go`). Discord, matrix, packagist (and F's sourcehut_builds) read their meta:
 * hooks created through the API have none, so the product logs the error and sends nothing; a
 * scenario's `hooks[].meta` gives them one.
 */
export async function convertFor(
  dialect: ConverterDialect,
  hook: HookRecord,
  body: WebhookEvent,
): Promise<Converted> {
  if (isMetaType(hook.type)) {
    const converted = withMeta(hook, body, dialect);
    if (converted) return converted;
    const name =
      dialect.metaError === 'handler' ? `${hook.type}Handler.NewRequest` : META_REQUESTERS[hook.type];
    return {
      notDelivered: `cannot create http request for webhook ${hook.id}: ${name} meta json: unexpected end of JSON input (the hook has no meta; hooks created through the API never do)`,
    };
  }
  const t = eventText(body.type.family, body.action, body.payload);
  switch (hook.type) {
    case 'slack':
      return { value: slackBody(dialect.slack, hook, body) };
    case 'msteams':
      return { value: dialect.msteams === 'adaptive-card' ? teamsAdaptive(t) : teamsCard(t, body) };
    case 'dingtalk':
      return { value: dingtalk(t, body, dialect.dingtalk) };
    case 'telegram':
      return { value: telegramBody(dialect.telegram, body) };
    case 'feishu':
      // v2 (G) keeps `timestamp: 0` under omitempty; v1 (F) sends no timestamp or sign at all.
      return {
        value:
          dialect.feishu === 'v1'
            ? feishuBody(t, body)
            : { ...(await feishuSignature(hook.secret, body.at)), ...feishuBody(t, body) },
      };
    case 'wechatwork':
      return {
        value: {
          msgtype: 'markdown',
          text: { content: '', mentioned_list: null, mentioned_mobile_list: null },
          markdown: { content: wechatworkMarkdown(t, body) },
        },
      };
    default:
      return { notDelivered: `unknown hook type ${hook.type}` };
  }
}

/** The body of a hook whose type reads meta, or undefined when it has none. */
function withMeta(hook: HookRecord, body: WebhookEvent, dialect: ConverterDialect): Converted | undefined {
  switch (hook.type) {
    case 'matrix': {
      const meta = decodeMeta('matrix', hook.meta);
      return meta && { value: matrixBody(body, meta) };
    }
    case 'discord': {
      const meta = decodeMeta('discord', hook.meta);
      return meta && { value: discordBody(body, meta, dialect.discord) };
    }
    case 'packagist': {
      const meta = decodeMeta('packagist', hook.meta);
      return meta && { value: packagistBody(body, meta, dialect.packagistUrl) };
    }
    case 'sourcehut_builds': {
      const meta = decodeMeta('sourcehut_builds', hook.meta);
      if (!meta) return undefined;
      const value = sourcehutBody(body, meta);
      return value
        ? { value }
        : { notDelivered: `sourcehut builds: unsupported event ${body.type.name} (only push and create)` };
    }
    default:
      return undefined;
  }
}

/**
 * G `feishu.go` `feishuGenSign`: with a secret, `timestamp` (Unix seconds) and `sign` =
 * base64(HMAC-SHA256 keyed with "<timestamp>\n<secret>" over nothing); without one, the v2
 * encoder still writes `timestamp: 0` and omits the empty `sign`.
 */
async function feishuSignature(secret: string, at: string): Promise<{ timestamp: number; sign?: string }> {
  if (secret === '') return { timestamp: 0 };
  const timestamp = Math.floor(Date.parse(at) / 1000);
  const hex = await hmac('SHA-256', `${timestamp}\n${secret}`, new Uint8Array(new ArrayBuffer(0)));
  return { timestamp, sign: base64OfHex(hex) };
}

function base64OfHex(hex: string): string {
  let binary = '';
  for (let i = 0; i < hex.length; i += 2) binary += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
  return btoa(binary);
}

type Commit = { id: string; url: string; message: string; author?: { name?: string } };
const commitsOf = (body: WebhookEvent): Commit[] => {
  const commits = body.payload.commits;
  return Array.isArray(commits) ? commits : [];
};
const branchOf = (body: WebhookEvent) => String(body.payload.ref).replace(/^refs\/(heads|tags)\//, '');

/** G `feishu.go` `Push`: `[o/r:branch] ` then one line per commit; the count is never filled in. */
function feishuBody(t: ReturnType<typeof eventText>, body: WebhookEvent) {
  if (body.type.family !== 'push')
    return { msg_type: 'text', content: { text: `${t.title}${t.text ? `\r\n${t.text}` : ''}` } };
  const lines = commitsOf(body).map(
    (c) => `[${c.id.slice(0, 7)}](${c.url}) ${c.message.split('\n')[0]} - ${c.author?.name ?? ''}`,
  );
  return { msg_type: 'text', content: { text: [`[${t.repo}:${branchOf(body)}] `, ...lines].join('\r\n') } };
}

/** G `wechatwork.go` `Push`: a heading with an empty count, then quoted commit lines. */
function wechatworkMarkdown(t: ReturnType<typeof eventText>, body: WebhookEvent): string {
  if (body.type.family !== 'push') return `# ${t.title}\r\n\r\n${t.text}`;
  const lines = commitsOf(body).map(
    (c) =>
      ` > [${c.id.slice(0, 7)}](${c.url}) \r\n ><font color="info">${c.message.split('\n')[0]}</font> \n ><font color="warning">Author: ${c.author?.name ?? ''}</font>`,
  );
  return `# ${t.repo}:${branchOf(body)} <font color="warning">    </font>\r\n\r\n${lines.join('\r\n')}`;
}

/** The converter of a product's dialect (DeliveryDialect.convert). */
export function converterOf(dialect: ConverterDialect): HookConverter {
  return (hook, body) => convertFor(dialect, hook, body);
}
