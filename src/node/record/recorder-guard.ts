import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { answerClientErrors } from '../http/client-errors.js';
import { crossSiteRefusal } from '../http/cross-site-guard.js';
import { createHostPolicy } from '../http/host-check.js';
import { createOriginPolicy } from '../http/origin-policy.js';
import { BODY_LIMIT, readRequestBody } from '../http/request-body.js';
import { DEFAULT_TIMEOUTS, applyTimeouts } from '../server-settings.js';

/**
 * The recorder's front door, the same as `serve`'s (F3): it forwards to a real server from the
 * developer's network position, so a rebound name (Host), a foreign page (Origin,
 * `Sec-Fetch-Site: cross-site`), a huge body or a silent client is refused before anything
 * reaches the upstream or the recording.
 */
export interface RecorderGuard {
  /** Calls `pass(body)` for an acceptable request; otherwise answers it (403, 413) itself. */
  admit(req: IncomingMessage, res: ServerResponse, pass: (body: Buffer) => void): void;
}

/** `serve`'s Host policy (localhost, loopback, the bound address), Origin policy, body limit and timeouts. */
export function guardRecorder(server: Server, host: string, port: () => number): RecorderGuard {
  applyTimeouts(server, DEFAULT_TIMEOUTS);
  answerClientErrors(server);
  const hosts = createHostPolicy({ boundHost: host, port });
  const origins = createOriginPolicy();
  return {
    admit(req, res, pass) {
      const self = hosts.check(req.headers.host);
      if (self === undefined) {
        const shown = String(req.headers.host).slice(0, 100);
        return refuse(
          res,
          403,
          `hookmock record refuses requests for Host "${shown}": it answers localhost and loopback addresses only`,
        );
      }
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value.join(', ') : value;
      };
      const refusal = crossSiteRefusal(origins, self, {
        method: req.method ?? 'GET',
        control: false,
        header,
      });
      if (refusal !== undefined) return refuse(res, refusal.status, `hookmock record: ${refusal.message}`);
      readRequestBody(
        req,
        (body) => pass(body ?? Buffer.alloc(0)),
        () => {
          res.setHeader('Connection', 'close');
          refuse(res, 413, `hookmock record: request body too large (limit ${BODY_LIMIT / 1024 / 1024} MiB)`);
        },
      );
    },
  };
}

function refuse(res: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
  });
  res.end(body);
}
