/**
 * The two raw clients: `raw` (one request over node:http with exactly the given target and
 * headers) and `exchange` (raw bytes over node:net, for malformed requests), and a tolerant
 * reader of what came back.
 */
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

export interface Exchange {
  /** Every byte the server sent. */
  data: Buffer;
  /** The server closed (or reset) the connection. */
  closed: boolean;
  /** Neither an answer nor a close within the time limit. */
  timedOut: boolean;
  /** A connection-level error (ECONNRESET after the server destroyed the socket, …). */
  error?: string;
}

/**
 * Writes `bytes` to a fresh connection to 127.0.0.1:`port`, half-closes it (so an incomplete
 * request ends in EOF rather than a wait), and collects the answer until the server closes.
 */
export function exchange(port: number, bytes: Uint8Array, timeoutMs = 3000): Promise<Exchange> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: '127.0.0.1', port, allowHalfOpen: true });
    let settled = false;
    const done = (result: Omit<Exchange, 'data'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ data: Buffer.concat(chunks), ...result });
    };
    const timer = setTimeout(() => done({ closed: false, timedOut: true }), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => done({ closed: true, timedOut: false }));
    socket.on('close', () => done({ closed: true, timedOut: false }));
    socket.on('error', (error) => done({ closed: true, timedOut: false, error: error.message }));
    socket.on('connect', () => {
      socket.write(bytes);
      socket.end();
    });
  });
}

export interface ParsedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Splits what the server sent into responses (Content-Length or chunked framing, or a body that
 * runs to the close). Throws with a description when the bytes are not a well-formed answer.
 */
export function parseResponses(data: Buffer, method?: string): ParsedResponse[] {
  const out: ParsedResponse[] = [];
  let at = 0;
  while (at < data.length) {
    const headEnd = data.indexOf('\r\n\r\n', at);
    if (headEnd < 0)
      throw new Error(
        `unterminated response head: ${JSON.stringify(data.subarray(at, at + 200).toString('latin1'))}`,
      );
    const lines = data.subarray(at, headEnd).toString('latin1').split('\r\n');
    const statusLine = /^HTTP\/1\.1 (\d{3}) [^\r\n]*$/.exec(lines[0] ?? '');
    if (!statusLine) throw new Error(`malformed status line: ${JSON.stringify(lines[0])}`);
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new Error(`malformed header line: ${JSON.stringify(line)}`);
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine[1]);
    let bodyStart = headEnd + 4;
    let body: Buffer;
    if (method === 'HEAD' || status < 200 || status === 204 || status === 304) {
      body = Buffer.alloc(0);
    } else if (headers['transfer-encoding']?.includes('chunked')) {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = data.indexOf('\r\n', bodyStart);
        if (lineEnd < 0) throw new Error('truncated chunked body');
        const size = parseInt(data.subarray(bodyStart, lineEnd).toString('latin1'), 16);
        if (!Number.isFinite(size)) throw new Error('malformed chunk size');
        bodyStart = lineEnd + 2;
        if (size === 0) {
          const trailerEnd = data.indexOf('\r\n', bodyStart);
          bodyStart = trailerEnd < 0 ? data.length : trailerEnd + 2;
          break;
        }
        parts.push(data.subarray(bodyStart, bodyStart + size));
        bodyStart += size + 2;
      }
      body = Buffer.concat(parts);
    } else if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      if (!Number.isInteger(length) || length < 0)
        throw new Error(`bad Content-Length ${headers['content-length']}`);
      if (bodyStart + length > data.length) throw new Error(`body shorter than its Content-Length ${length}`);
      body = data.subarray(bodyStart, bodyStart + length);
      bodyStart += length;
    } else {
      body = data.subarray(bodyStart);
      bodyStart = data.length;
    }
    out.push({ status, headers, body });
    at = bodyStart;
  }
  return out;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One request over node:http with exactly the given request target and headers — Host,
 * Origin and Sec-Fetch-* included, which fetch would not let a test set or would normalize.
 */
export function raw(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { Host: `127.0.0.1:${port}`, ...options.headers },
        setHost: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
