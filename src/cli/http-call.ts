import { request as httpRequest } from 'node:http';
import type { IncomingMessage, RequestOptions } from 'node:http';

/** What a CLI call sends: the method, headers and a text body, as `fetch`'s init would. */
export interface CallInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A call's answer, read whole. */
export interface CallAnswer {
  status: number;
  ok: boolean;
  text: string;
}

type Request = (
  url: URL,
  options: RequestOptions,
  answer: (response: IncomingMessage) => void,
) => ReturnType<typeof httpRequest>;

/**
 * One HTTP call with node's own client, its answer read whole, refused with the abort signal's
 * reason or the socket's error. Not `fetch`: node 20 loads and compiles its fetch (undici) at the
 * first call, ~0.2 s of CPU, more than a short command's whole start (docs/internals/benchmarks.md,
 * issue 47). https is node's module read when first asked for (a call to a code host).
 */
export function httpCall(url: string, init: CallInit, signal: AbortSignal): Promise<CallAnswer> {
  const target = new URL(url);
  const send: Request =
    target.protocol === 'https:' ? process.getBuiltinModule('node:https').request : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      { method: init.method ?? 'GET', headers: init.headers ?? {}, signal },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve({
            status,
            ok: status >= 200 && status < 300,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
