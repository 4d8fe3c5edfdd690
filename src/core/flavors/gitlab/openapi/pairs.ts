import type { RouteRow } from '../../../contract/route-rows.js';

type Schema = Record<string, unknown>;

/**
 * The parts of the gitlab flavor's OpenAPI document for the path parameters and for the routes of
 * one custom header or URL variable (`PUT`/`DELETE …/custom_headers/:key`, `…/url_variables/:key`:
 * `value` in, 204 out, GitLab's 422 `Illegal key or value`), kept apart from gitlab-document.ts.
 */

/**
 * `:id` is a numeric id or the URL-encoded full path; `:key` a custom header's or URL variable's
 * name; `:hook_id` an integer (Grape coerces it).
 */
export function pathParameters(path: string): Schema[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => ({
    name,
    in: 'path',
    required: true,
    description: name === 'id' ? 'the numeric id or the URL-encoded full path (`acme%2Fwidgets`)' : undefined,
    schema: name === 'id' || name === 'key' || name === 'trigger' ? { type: 'string' } : { type: 'integer' },
  }));
}

const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });

/** What a pair route adds to its operation (its id, success, 422 and body), or nothing for another row. */
export function pairOperation(route: RouteRow): Schema | undefined {
  const what = route.operation.endsWith('custom-header')
    ? 'custom header'
    : route.operation.endsWith('url-variable')
      ? 'URL variable'
      : undefined;
  if (!what) return undefined;
  const owner = route.scope === 'repo' ? 'Project' : 'Group';
  const set = route.method === 'PUT';
  const name = what === 'custom header' ? 'CustomHeader' : 'UrlVariable';
  const value = { type: 'object', required: ['value'], properties: { value: { type: 'string' } } };
  return {
    operationId: `${set ? 'set' : 'delete'}${owner}Hook${name}`,
    summary: `${set ? 'Set' : 'Delete'} one ${what} of a hook by its key`,
    ...(set ? { requestBody: { required: true, ...json(value) } } : {}),
    responses: {
      204: { description: set ? 'set' : 'deleted' },
      422: {
        description: set ? '`Illegal key or value`' : `\`Could not unset …\` (the URL still uses it)`,
        ...json({ $ref: '#/components/schemas/GrapeError' }),
      },
    },
  };
}
