import { GITLAB_PAGING } from '../hooks/paging.js';

type Schema = Record<string, unknown>;

/**
 * The paging parts of the gitlab flavor's OpenAPI document: the headers of every list
 * (flavors/gitlab/hooks/paging.ts `pageHeaders`) and its `page` / `per_page` parameters, shared by the
 * hook, user and events lists.
 */
export const PAGED_HEADERS: Schema = Object.fromEntries(
  ['X-Total', 'X-Total-Pages', 'X-Page', 'X-Per-Page', 'X-Next-Page', 'X-Prev-Page', 'Link'].map((name) => [
    name,
    {
      required: name !== 'Link',
      schema: { type: 'string', ...(name === 'Link' ? {} : { pattern: '^\\d*$' }) },
      description:
        name === 'Link' ? 'first, prev, next and last (what gitbeaker and python-gitlab follow)' : undefined,
    },
  ]),
);

/** `page` and `per_page`, the page size's default and maximum as given (a list's own or GitLab's). */
export function pageParameters(
  perPage: number = GITLAB_PAGING.perPage,
  max: number = GITLAB_PAGING.maxPerPage,
) {
  return [
    { name: 'page', in: 'query', description: 'page number; default 1', schema: { type: 'integer' } },
    {
      name: 'per_page',
      in: 'query',
      description: `page size; default ${perPage}, at most ${max}`,
      schema: { type: 'integer' },
    },
  ];
}
