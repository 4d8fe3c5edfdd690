import type { AppRecord } from '../apps/app-record.js';
import type { Installed } from '../apps/app-registry.js';
import { ApiError } from '../../../http/api-error.js';
import type { CoreResponse } from '../../../http/core-request.js';
import type { OperationContext } from '../../../hooks/operations.js';
import { appConfigJson, appJson, installationJson, tokenJson } from '../apps/app-json.js';
import type { AppScene } from '../apps/app-json.js';
import { appOf, appsOf } from '../apps/apps-service.js';
import { deliveryIn, deliveryList } from './deliveries.js';
import { deliveryJson } from './github-json.js';
import { mergeConfig } from './hook-rules.js';
import { sentDeliveries } from './hook-view.js';
import { githubPage, pageLink } from './paging.js';
import { SHAPES, checkShape, readBody } from './request-body.js';
import type { JsonObject } from './request-body.js';
import { githubJson } from './respond.js';

/** What the app JSON reads of this request: the Store, the mock's origin and API, the events. */
const sceneOf = (ctx: OperationContext): AppScene => ({
  store: ctx.store,
  site: { appUrl: `${ctx.request.url.origin}/`, apiUrl: ctx.apiUrl, epoch: '' },
  events: [...ctx.flavor.events.accepted].filter((e) => e !== '*').sort(),
});

/** `GET /app`: the app the JWT names. */
export async function getApp(ctx: OperationContext): Promise<CoreResponse> {
  return githubJson(200, appJson(sceneOf(ctx), await appOf(ctx)));
}

/** `GET /app/hook/config`. */
export async function getAppConfig(ctx: OperationContext): Promise<CoreResponse> {
  return githubJson(200, appConfigJson(await appOf(ctx)));
}

/** `PATCH /app/hook/config`: only the keys sent change, checked as a hook's config is. */
export async function updateAppConfig(ctx: OperationContext): Promise<CoreResponse> {
  const app = await appOf(ctx);
  const body = readBody(ctx.request);
  checkShape(body, SHAPES.config);
  const config = mergeConfig(app.config, body);
  return githubJson(200, appConfigJson(appsOf(ctx).updateConfig(app.id, config)));
}

/** `GET /app/hook/deliveries`: the app webhook's deliveries, paged by cursor as a hook's. */
export async function listAppDeliveries(ctx: OperationContext): Promise<CoreResponse> {
  const app = await appOf(ctx);
  return deliveryList(ctx, sentDeliveries(ctx, { id: app.hookId }));
}

/** `GET /app/hook/deliveries/{delivery_id}`. */
export async function getAppDelivery(ctx: OperationContext, rawId: string): Promise<CoreResponse> {
  const app = await appOf(ctx);
  return githubJson(200, deliveryJson(ctx.store, deliveryIn(sentDeliveries(ctx, { id: app.hookId }), rawId)));
}

/** `POST /app/hook/deliveries/{delivery_id}/attempts`: 202 `{}` and the same request again. */
export async function redeliverAppDelivery(ctx: OperationContext, rawId: string): Promise<CoreResponse> {
  const app = await appOf(ctx);
  await ctx.redeliver(deliveryIn(sentDeliveries(ctx, { id: app.hookId }), rawId).id);
  return githubJson(202, {});
}

/** `GET /app/installations`: the app's installations, by `per_page` and `page` with `Link`. */
export async function listInstallations(ctx: OperationContext): Promise<CoreResponse> {
  const app = await appOf(ctx);
  const { page, perPage } = githubPage(ctx.request.url.searchParams);
  const all = [...app.installations].sort((a, b) => a.id - b.id);
  const slice = all.slice((page - 1) * perPage, page * perPage);
  const link = pageLink(ctx.request.url, all.length, page, perPage);
  const scene = sceneOf(ctx);
  return githubJson(
    200,
    slice.map((i) => installationJson(scene, app, i)),
    link ? { Link: link } : {},
  );
}

/** An installation of `app` by its path id, or GitHub's 404. */
function installationOf(ctx: OperationContext, app: AppRecord, rawId: string): Installed {
  const found = /^\d+$/.test(rawId) ? appsOf(ctx).installation(Number(rawId)) : undefined;
  if (!found || found.app.id !== app.id) throw ApiError.notFound();
  return found;
}

/**
 * `POST /app/installations/{installation_id}/access_tokens`: 201 with a token the hook routes of
 * the installation's repositories take for an hour of the mock's clock (`repositories` or
 * `repository_ids` narrow it to some of them).
 */
export async function createInstallationToken(ctx: OperationContext, rawId: string): Promise<CoreResponse> {
  const app = await appOf(ctx);
  const found = installationOf(ctx, app, rawId);
  const ids = requestedRepositories(ctx, readBody(ctx.request), found);
  return githubJson(201, tokenJson(appsOf(ctx).issueToken(found, ids, ctx.nowMs())));
}

/** The repository ids a token request names, each one of the installation's; all of them when it names none. */
function requestedRepositories(ctx: OperationContext, body: JsonObject, found: Installed): readonly number[] {
  const { repositories: names, repository_ids: ids } = body;
  const all = found.installation.repositoryIds;
  if (names === undefined && ids === undefined) return all;
  const byName = (n: unknown) =>
    typeof n === 'string' ? ctx.store.repo(found.installation.account, n)?.id : undefined;
  const wanted = [
    ...(Array.isArray(names) ? names.map(byName) : names === undefined ? [] : [undefined]),
    ...(Array.isArray(ids) ? ids : ids === undefined ? [] : [undefined]),
  ];
  if (wanted.some((id) => typeof id !== 'number' || !all.includes(id)))
    throw new ApiError(
      422,
      'There is at least one repository that does not exist or is not accessible to the parent installation.',
    );
  return [...new Set(wanted.filter((id): id is number => typeof id === 'number'))];
}

/** `GET /repos/{owner}/{repo}/installation`: the app's installation on that repository, or 404. */
export async function getRepoInstallation(
  ctx: OperationContext,
  params: Readonly<Record<string, string>>,
): Promise<CoreResponse> {
  const app = await appOf(ctx);
  const repo = ctx.store.repo(params.owner ?? '', params.repo ?? '');
  const found =
    repo &&
    appsOf(ctx)
      .installedOn(repo.id)
      .find((i) => i.app.id === app.id);
  if (!found) throw ApiError.notFound();
  return githubJson(200, installationJson(sceneOf(ctx), app, found.installation));
}
