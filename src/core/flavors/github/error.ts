/** The `Content-Type` of GitHub's JSON answers, errors included (one spelling: GHES's resources page). */
export const GITHUB_JSON_TYPE = 'application/json; charset=utf-8';

/**
 * GitHub's error body (`basic-error` / `validation-error` of its REST description): the message,
 * the operation's documentation, the status as a string, and a 422's `errors[]`.
 */
export const githubError = (
  status: number,
  message: string,
  docsUrl: string,
  errors?: readonly object[],
) => ({
  message,
  ...(errors ? { errors } : {}),
  documentation_url: docsUrl,
  status: String(status),
});
