// Lists page as GitHub's do: `per_page` (30 by default, at most 100) and `page` with a `Link`
// header that `octokit.paginate` follows; deliveries page by cursor and filter by `status`.
import { describe, expect, it } from 'vitest';
import { TARGETS, settled } from './support.js';

const REPO = { owner: 'acme', repo: 'widgets' };

describe.each(TARGETS)('github flavor, pagination (%s)', (_name, use) => {
  const target = use();

  async function fill(count: number): Promise<void> {
    const octokit = target.octokit();
    // Distinct events, so the 20-per-event limit never applies.
    for (let i = 0; i < count; i++)
      await octokit.rest.repos.createWebhook({
        ...REPO,
        events: [`issues`, 'star', 'fork'].slice(i % 3, (i % 3) + 1),
        config: { url: `https://ci.example.test/p${i}` },
      });
  }

  it('octokit.paginate walks a 35-hook list page by page', async () => {
    await fill(33); // the scenario's 2 + 33
    const octokit = target.octokit();
    const pages: number[] = [];
    const all = await octokit.paginate(
      octokit.rest.repos.listWebhooks,
      { ...REPO, per_page: 10 },
      (response) => {
        pages.push(response.data.length);
        return response.data;
      },
    );
    expect(pages).toEqual([10, 10, 10, 5]);
    expect(all.map((h) => h.id)).toEqual([1, 2, ...Array.from({ length: 33 }, (_, i) => i + 4)]);
  });

  it('the Link header: prev, next, last, first as GitHub writes them; 30 by default, 100 at most', async () => {
    await fill(33);
    const octokit = target.octokit();
    const second = await octokit.rest.repos.listWebhooks({ ...REPO, per_page: 10, page: 2 });
    const link = second.headers.link ?? '';
    const rels = [...link.matchAll(/<([^>]+)>; rel="(\w+)"/g)].map((m) => [
      m[2],
      new URL(m[1] ?? '').searchParams.get('page'),
    ]);
    expect(rels).toEqual([
      ['prev', '1'],
      ['next', '3'],
      ['last', '4'],
      ['first', '1'],
    ]);
    expect(link).toContain('per_page=10');
    expect((await octokit.rest.repos.listWebhooks(REPO)).data).toHaveLength(30);
    expect((await octokit.rest.repos.listWebhooks({ ...REPO, per_page: 500 })).data).toHaveLength(35);
    const only = await octokit.rest.orgs.listWebhooks({ org: 'acme' });
    expect(only.headers.link).toBeUndefined();
  });

  it('deliveries: newest first, a cursor in the Link header, status=success|failure', async () => {
    const octokit = target.octokit();
    for (let i = 0; i < 5; i++) await octokit.rest.repos.pingWebhook({ ...REPO, hook_id: 1 });
    await target.deliveries().waitFor(() => target.deliveries().forHook(1).filter(settled).length === 5);
    const ids = target
      .deliveries()
      .forHook(1)
      .map((d) => d.id)
      .reverse();
    const seen: number[] = [];
    const pages = await octokit.paginate(
      octokit.rest.repos.listWebhookDeliveries,
      { ...REPO, hook_id: 1, per_page: 2 },
      (response) => {
        seen.push(response.data.length);
        return response.data.map((d) => d.id);
      },
    );
    expect(seen).toEqual([2, 2, 1]);
    expect(pages).toEqual(ids);
    const first = await octokit.rest.repos.listWebhookDeliveries({ ...REPO, hook_id: 1, per_page: 2 });
    expect(first.headers.link).toMatch(/[?&]cursor=v1_\d+.*>; rel="next"$/);
    const ok = await octokit.rest.repos.listWebhookDeliveries({ ...REPO, hook_id: 1, status: 'success' });
    expect(ok.data).toHaveLength(5);
    const failed = await octokit.rest.repos.listWebhookDeliveries({ ...REPO, hook_id: 1, status: 'failure' });
    expect(failed.data).toEqual([]);
  });
});
