/**
 * Forgejo's 401 for a token nobody knows. `services/auth/method/group.go` `(*Group).Verify` asks
 * every auth method of `routers/api/shared/middleware.go` `buildAuthGroup` in turn and joins the
 * errors of those that tried (`errors.Join`, one per line):
 *
 * 1. OAuth2 parses the token as a JWT (`oauth2.ParseToken`, golang-jwt v5);
 * 2. AccessToken: `access token does not exist [sha: …]` (models/auth/access_token.go);
 * 3. ActionRuntimeToken parses it as a JWT too (`actions.TokenToTaskID`);
 * 4. ActionTaskToken: `task with token "…": resource does not exist` (models/actions/task.go);
 * 5. AuthorizedIntegration, for `Authorization: token|bearer` only, wraps its JWT error.
 *
 * The JWT lines are golang-jwt's wording for a token without two dots, which we could not run;
 * a token that looks like a JWT gets other parser errors there, approximated here by the same
 * line (docs/fidelity/choices.md).
 */
const JWT_MALFORMED = 'token is malformed: token contains an invalid number of segments';

export function forgejoUnknownToken(token: string, viaQuery: boolean): string {
  return [
    JWT_MALFORMED,
    `access token does not exist [sha: ${token}]`,
    JWT_MALFORMED,
    `task with token ${JSON.stringify(token)}: resource does not exist`,
    ...(viaQuery ? [] : [`authorized integration: parse JWT error: ${JWT_MALFORMED}`]),
  ].join('\n');
}
