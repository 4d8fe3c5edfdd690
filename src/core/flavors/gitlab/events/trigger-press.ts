import { gitlabTestTrigger } from '../test-triggers.js';
import { headerEvent } from '../../../delivery/hook-request.js';
import type { HookRecord, RepoRecord, UserRecord } from '../../../state/database.js';
import { RateWindow } from '../../../util/rate-window.js';
import { timestamp } from '../../../util/timestamp.js';
import type { HookScope } from '../../../wire.js';
import { accountOf, payloadContext } from '../../../events/payloads/context.js';
import type { ProductService, ServiceHost, TriggerResult } from '../../../product/product-service.js';
import { gitlabTestSample } from './test-samples.js';

/** The limits of `ApplicationRateLimiter` the hook routes check: a test, a resend. */
export type GitlabRateLimit = 'web_hook_test' | 'web_hook_event_resend';

/** GitLab's `web_hook_test` and `web_hook_event_resend` limits: 5 a minute per parent and user. */
const TESTS_PER_WINDOW = 5;
const WINDOW_MS = 60_000;
/** The counters kept for the current minute at most (one per project or group and user). */
export const TEST_LIMIT_KEYS = 10_000;

/**
 * GitLab's `POST …/hooks/:hook_id/test/:trigger` behind the route (`TestHooks::ProjectService`,
 * `WebHookService#execute` with `force: true`): the trigger's sample from the world, sent to the
 * hook through the one delivery path whatever its state or subscriptions, recorded with
 * `trigger: 'test'` and waited for. A service of the gitlab product's mocks (`Product.services`):
 * its routes find it with `ctx.service(GitlabTriggerPress)`, the dashboard's test button presses
 * through `press`; it keeps the rate limit's counters (per mock; `restart`).
 */
export class GitlabTriggerPress implements ProductService {
  private readonly limits = new RateWindow(TESTS_PER_WINDOW, WINDOW_MS, TEST_LIMIT_KEYS);

  constructor(private readonly host: ServiceHost) {}

  restart(): void {
    this.limits.clear();
  }

  /**
   * `check_rate_limit!(limit, scope: [hook.parent, current_user])`: counts this request.
   * `web_hook_test` and `web_hook_event_resend` (`lib/gitlab/application_rate_limiter.rb`) are
   * both 5 a minute, each counted apart.
   */
  throttled(hook: HookRecord, user: UserRecord, limit: GitlabRateLimit = 'web_hook_test'): boolean {
    const key = `${limit}:${hook.scope}:${hook.scopeId}:${user.id}`;
    return this.limits.throttled(key, this.host.now().getTime());
  }

  /** Builds the trigger's sample as `sender` sees it from `origin`, sends it and waits. */
  async press(hook: HookRecord, sender: UserRecord, trigger: string, origin: string): Promise<TriggerResult> {
    const row = gitlabTestTrigger(trigger);
    if (!row?.sample) return { refused: 'Testing not available for this hook' };
    const project = this.projectOf(hook);
    if (!project) return { refused: 'Ensure the group has a project with commits.' };
    const { store, world, flavor } = this.host;
    const site = this.host.site(origin);
    const at = timestamp(this.host.now());
    const ctx = payloadContext({
      flavor,
      site,
      store,
      world,
      repo: project,
      org: store.org(project.owner),
      sender: accountOf(store, sender.login),
      at,
      deliveries: this.host.deliveries,
    });
    const sample = gitlabTestSample(ctx, row.sample);
    if ('missing' in sample) return { refused: sample.missing };
    const type = row.header ? { ...sample.type, header: row.header } : sample.type;
    const { dispatcher } = this.host;
    const event = headerEvent(type, flavor.delivery);
    const record = await dispatcher.press(
      hook,
      { ...sample, type, site, at },
      { scope: this.scopeOf(hook), event },
    );
    if (record.delivery.status === 'recorded') await dispatcher.settle(record);
    return { delivery: record };
  }

  /** Where the hook lives, as its deliveries say. */
  private scopeOf(hook: HookRecord): HookScope {
    const { store } = this.host;
    const repo = hook.scope === 'repo' ? store.repoById(hook.scopeId) : undefined;
    return repo
      ? { kind: 'repo', owner: repo.owner, repo: repo.name }
      : { kind: 'org', org: store.orgById(hook.scopeId)?.name ?? '' };
  }

  /**
   * A project hook's project; a group hook's first project (by id) with commits, as
   * `TestHooks::GroupService` picks "the first non-empty project" of the group.
   */
  private projectOf(hook: HookRecord): RepoRecord | undefined {
    const { store, world } = this.host;
    if (hook.scope === 'repo') return store.repoById(hook.scopeId);
    const org = store.orgById(hook.scopeId);
    if (!org) return undefined;
    return store.reposOf(org.name).find((repo) => world.of(repo).branches.has(repo.defaultBranch));
  }
}
