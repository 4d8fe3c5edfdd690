import type { IncomingHttpHeaders } from 'node:http';

/** Headers whose URLs a client follows: the next page, a created resource. */
const LINK_HEADERS = ['link', 'location', 'content-location'] as const;

/**
 * An upstream answer as the recorder hands it on: every URL of the upstream (`Link`'s next page,
 * `Location`, and in a text body the hooks' and pages' URLs, `next`, `_links`) names the
 * recorder, so a paging client (`octokit.paginate`, gitbeaker, python-gitlab, node-bitbucket's
 * absolute `next`) asks the recorder for page 2 and the session is recorded whole. The recording
 * itself keeps the upstream's answer as it came (its origin is normalised there); a body that is
 * not text is handed on as it is.
 */
export function throughRecorder(
  upstreamHeaders: IncomingHttpHeaders,
  body: Buffer,
  upstream: string,
  recorderHost: string | undefined,
): { headers: IncomingHttpHeaders; body: Buffer } {
  const headers = { ...upstreamHeaders };
  delete headers['transfer-encoding'];
  const from = upstream.replace(/\/+$/, '');
  const to = recorderHost === undefined ? undefined : `http://${recorderHost}`;
  let out = body;
  if (to !== undefined && from !== to) {
    for (const name of LINK_HEADERS) {
      const value = headers[name];
      if (typeof value === 'string') headers[name] = value.replaceAll(from, to);
    }
    if (isText(headers['content-type'])) out = Buffer.from(body.toString('utf8').replaceAll(from, to));
  }
  headers['content-length'] = String(out.length);
  return { headers, body: out };
}

function isText(contentType: string | undefined): boolean {
  return contentType !== undefined && /json|text|javascript|xml/i.test(contentType);
}
