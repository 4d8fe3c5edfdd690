import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** Sockets that already got their final answer: a later parse error must not add a second one. */
export const answered = new WeakSet<object>();

/** Node's own status for a parse or timeout error; anything else is a plain 400. */
const STATUS_BY_CODE: Readonly<Record<string, string>> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * Malformed requests and timeouts get Node's answer (400, 431 for a header or URL over the
 * limit, 408 for a request that took too long), never a second answer on a socket that already
 * has one; CONNECT gets 405 instead of a dropped socket.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    // A response may already be on the wire (e.g. a 413 before the rest of the body).
    // node keeps the response being written on the socket, undocumented: no public API says whether it began.
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!socket.writable || inFlight?.headersSent || answered.has(socket)) {
      socket.destroy();
      return;
    }
    const status = STATUS_BY_CODE[error.code ?? ''] ?? '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  server.on('connect', (_req, socket: Duplex) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
}
