import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

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

/** A scenario whose hook points at `url` and carries an attacker-chosen Authorization header (review A1). */
export function attackScenario(url: string) {
  return {
    users: [{ login: 'eve', token: 'eve-token' }],
    orgs: [{ name: 'acme', owners: ['eve'] }],
    repos: [{ owner: 'acme', name: 'widgets', admins: ['eve'] }],
    hooks: [
      {
        repo: 'acme/widgets',
        active: true,
        events: ['push'],
        authorization_header: 'Bearer attacker-chosen',
        config: { url, content_type: 'json' },
      },
    ],
  };
}
