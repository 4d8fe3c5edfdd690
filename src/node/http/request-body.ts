import type { IncomingMessage } from 'node:http';

/** Request bodies over this get 413 (a deliberate limit; the products have none). */
export const BODY_LIMIT = 1024 * 1024;

/**
 * Reads the body up to BODY_LIMIT: `done(body)` once it is complete (undefined when there is
 * none), or `tooLarge()` as soon as it is known to be too big — after which the rest is drained
 * and discarded, so the client can read the answer.
 */
export function readRequestBody(
  req: IncomingMessage,
  done: (body: Buffer | undefined) => void,
  tooLarge: () => void,
): void {
  const length = req.headers['content-length'];
  if ((length === undefined || length === '0') && req.headers['transfer-encoding'] === undefined) {
    done(undefined); // no body: node discards the empty request stream itself
    return;
  }
  if (length !== undefined && Number(length) > BODY_LIMIT) {
    tooLarge();
    req.resume();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let rejected = false;
  req.on('data', (chunk: Buffer) => {
    if (rejected) return;
    size += chunk.length;
    if (size > BODY_LIMIT) {
      rejected = true;
      chunks.length = 0;
      tooLarge();
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (!rejected) done(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  });
  req.on('error', () => req.socket.destroy());
}
