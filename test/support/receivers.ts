/**
 * Receivers the receiver-side tests point hookmock at: a correct one (checks the Gitea-style
 * signature — over the JSON itself for a form body —, answers a redelivery's GUID once, ignores
 * events it does not know, takes large bodies) and a sloppy one that skips signature checks.
 * Each is a plain function of the request, wrapped for node:http and for fetch handlers.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from './server.js';

type Get = (name: string) => string | null | undefined;
export interface Answer {
  status: number;
  body: string;
}
export type Receive = (get: Get, body: string) => Answer | Promise<Answer>;

const KNOWN = new Set(['push', 'pull_request', 'issues', 'create', 'delete', 'release']);

/** The JSON a delivery carries: the body, or the `payload` field of a form body. */
function jsonOf(get: Get, body: string): string | undefined {
  if ((get('content-type') ?? '').startsWith('application/x-www-form-urlencoded'))
    return new URLSearchParams(body).get('payload') ?? undefined;
  return body;
}

function signed(secret: string, json: string, signature: string | null | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(json).digest('hex'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a careful receiver does; `acted` lists the GUIDs it acted on (once each). */
export function correctReceiver(secret: string): { receive: Receive; acted: string[] } {
  const acted: string[] = [];
  const receive: Receive = (get, body) => {
    const json = jsonOf(get, body);
    if (json === undefined) return { status: 400, body: 'no payload' };
    if (!signed(secret, json, get('x-gitea-signature'))) return { status: 401, body: 'bad signature' };
    const event = get('x-gitea-event') ?? '';
    if (!KNOWN.has(event)) return { status: 202, body: `ignored ${event}` };
    const guid = get('x-gitea-delivery') ?? '';
    if (acted.includes(guid)) return { status: 200, body: 'already done' };
    acted.push(guid);
    return { status: 202, body: 'queued' };
  };
  return { receive, acted };
}

/** Accepts everything without looking at the signature. */
export const sloppyReceiver: Receive = () => ({ status: 200, body: 'ok' });

/** The receiver as a node:http handler. */
export function nodeHandler(receive: Receive) {
  return (req: IncomingMessage, res: ServerResponse) => {
    void readBody(req).then(async (body) => {
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value.join(', ') : value;
      };
      const answer = await receive(header, body);
      res.writeHead(answer.status, { 'Content-Type': 'text/plain' }).end(answer.body);
    });
  };
}

/** The receiver as a fetch handler. */
export function fetchHandler(receive: Receive) {
  return async (request: Request): Promise<Response> => {
    const answer = await receive((name) => request.headers.get(name), await request.text());
    return new Response(answer.body, { status: answer.status });
  };
}
