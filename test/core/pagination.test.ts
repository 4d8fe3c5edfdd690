/**
 * docs/behaviour.md §6: page/limit parsing, the 30/50 limits, X-Total-Count, and the Link header (exact
 * text, order, sorted query), per flavor: spec links both scopes, gitea only org lists, forgejo
 * none; forgejo without a page returns every hook.
 */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/index.js';
import {
  ANSWER_END,
  API,
  FLAVOR_NAMES,
  builtin,
  call,
  idsOf,
  manualClock,
  useMock,
  useMswServer,
} from '../support/msw.js';

const server = useMswServer();

const REPO_HOOKS = 75;
const ORG_HOOKS = 5;

function paginationScenario(): Scenario {
  const scenario = builtin('empty');
  scenario.orgs = [
    { name: 'acme', owners: ['alice'] },
    { name: 'quiet', owners: ['alice'] },
  ];
  const hooks: NonNullable<Scenario['hooks']> = [];
  for (let i = 0; i < REPO_HOOKS; i++)
    hooks.push({ repo: 'acme/widgets', config: { url: `https://r${i}.example.test/h` } });
  for (let i = 0; i < ORG_HOOKS; i++)
    hooks.push({ org: 'acme', config: { url: `https://o${i}.example.test/h` } });
  scenario.hooks = hooks;
  return scenario;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const REPO = '/repos/acme/widgets/hooks';
const ORG = '/orgs/acme/hooks';
const ORG_IDS = range(REPO_HOOKS + 1, REPO_HOOKS + ORG_HOOKS);

describe.each(FLAVOR_NAMES)('%s flavor: page and limit', (flavor) => {
  useMock(server, { flavor, scenario: paginationScenario(), clock: manualClock() });
  const get = (query: string, path = REPO) => call('GET', `${path}${query}`);

  it('sends X-Total-Count with the total, whatever the page', async () => {
    for (const query of ['', '?page=1', '?page=2&limit=10', '?page=99']) {
      expect((await get(query)).headers.get('x-total-count')).toBe(String(REPO_HOOKS));
      expect((await get(query, ORG)).headers.get('x-total-count')).toBe(String(ORG_HOOKS));
    }
  });

  it('defaults limit to 30 on page 1', async () => {
    expect(idsOf(await get('?page=1'))).toEqual(range(1, 30));
    expect(idsOf(await get('?page=2'))).toEqual(range(31, 60));
    expect(idsOf(await get('?page=3'))).toEqual(range(61, 75));
  });

  it('caps limit at 50', async () => {
    expect(idsOf(await get('?page=1&limit=50'))).toEqual(range(1, 50));
    expect(idsOf(await get('?page=1&limit=51'))).toEqual(range(1, 50));
    expect(idsOf(await get('?page=2&limit=1000'))).toEqual(range(51, 75));
  });

  it('uses 30 for a limit that is zero, negative or not a number', async () => {
    for (const limit of ['0', '-5', 'abc', '', '1.5', '99999999999999999999']) {
      expect(idsOf(await get(`?page=1&limit=${limit}`))).toEqual(range(1, 30));
    }
  });

  it('honours small limits', async () => {
    expect(idsOf(await get('?page=1&limit=1'))).toEqual([1]);
    expect(idsOf(await get('?page=4&limit=7'))).toEqual(range(22, 28));
    expect(idsOf(await get('?page=2&limit=2', ORG))).toEqual(ORG_IDS.slice(2, 4));
  });

  it('answers a page past the end with [] and the total', async () => {
    const res = await get('?page=4');
    expect(res.status).toBe(200);
    expect(res.text).toBe(`[]${ANSWER_END[flavor]}`);
    expect(res.headers.get('x-total-count')).toBe(String(REPO_HOOKS));
    expect((await get('?page=2&limit=5', ORG)).text).toBe(`[]${ANSWER_END[flavor]}`);
  });

  it('lists in ascending id order, new hooks last, deleted ones gone', async () => {
    expect((await call('DELETE', `${REPO}/2`)).status).toBe(204);
    const created = await call('POST', REPO, {
      body: {
        type: flavor === 'spec' ? 'native' : flavor,
        config: { url: 'https://new.test/h', content_type: 'json' },
      },
    });
    expect(created.status).toBe(201);
    const ids = [...idsOf(await get('?page=1&limit=50')), ...idsOf(await get('?page=2&limit=50'))];
    expect(ids).toEqual([1, ...range(3, 75), 81]);
  });

  if (flavor === 'forgejo') {
    it('returns every hook when page is omitted or below 1, whatever the limit (docs/behaviour.md §6)', async () => {
      expect(idsOf(await get(''))).toEqual(range(1, 75));
      expect(idsOf(await get('?limit=5'))).toEqual(range(1, 75));
      expect(idsOf(await get('?page=0&limit=5'))).toEqual(range(1, 75));
      expect(idsOf(await get('?page=-1'))).toEqual(range(1, 75));
      expect(idsOf(await get('?page=abc&limit=2'))).toEqual(range(1, 75));
      expect(idsOf(await get('?limit=2', ORG))).toEqual(ORG_IDS);
    });
  } else {
    it('treats an omitted page as page 1 with limit 30', async () => {
      expect(idsOf(await get(''))).toEqual(range(1, 30));
      expect(idsOf(await get('?limit=5'))).toEqual(range(1, 5));
    });

    it('clamps page 0, negative or non-numeric pages to page 1', async () => {
      for (const page of ['0', '-3', 'abc', '']) {
        expect(idsOf(await get(`?page=${page}&limit=10`))).toEqual(range(1, 10));
      }
    });
  }
});

describe('Link header, spec flavor (both scopes)', () => {
  useMock(server, { flavor: 'spec', scenario: paginationScenario(), clock: manualClock() });
  const link = async (path: string) => (await call('GET', path)).headers.get('link');
  const L = (path: string, query: string, rel: string) => `<${API}${path}?${query}>; rel="${rel}"`;

  it('gives next, last, first, prev in that order, joined by "," without spaces (reference example)', async () => {
    expect(await link(`${ORG}?limit=2&page=2`)).toBe(
      [
        L(ORG, 'limit=2&page=3', 'next'),
        L(ORG, 'limit=2&page=3', 'last'),
        L(ORG, 'limit=2&page=1', 'first'),
        L(ORG, 'limit=2&page=1', 'prev'),
      ].join(','),
    );
  });

  it('gives only next and last on the first page, only first and prev on the last', async () => {
    expect(await link(`${ORG}?limit=2&page=1`)).toBe(
      [L(ORG, 'limit=2&page=2', 'next'), L(ORG, 'limit=2&page=3', 'last')].join(','),
    );
    expect(await link(`${ORG}?limit=2&page=3`)).toBe(
      [L(ORG, 'limit=2&page=1', 'first'), L(ORG, 'limit=2&page=2', 'prev')].join(','),
    );
  });

  it('links repo lists too, with the default limit when none is given', async () => {
    expect(await link(REPO)).toBe([L(REPO, 'page=2', 'next'), L(REPO, 'page=3', 'last')].join(','));
    expect(await link(`${REPO}?page=2`)).toBe(
      [
        L(REPO, 'page=3', 'next'),
        L(REPO, 'page=3', 'last'),
        L(REPO, 'page=1', 'first'),
        L(REPO, 'page=1', 'prev'),
      ].join(','),
    );
  });

  it('re-encodes the query in sorted key order, keeps other parameters and replaces page', async () => {
    expect(await link(`${ORG}?z=1&page=2&limit=2&a=b%20c&token=demo`)).toBe(
      [
        L(ORG, 'a=b+c&limit=2&page=3&token=demo&z=1', 'next'),
        L(ORG, 'a=b+c&limit=2&page=3&token=demo&z=1', 'last'),
        L(ORG, 'a=b+c&limit=2&page=1&token=demo&z=1', 'first'),
        L(ORG, 'a=b+c&limit=2&page=1&token=demo&z=1', 'prev'),
      ].join(','),
    );
  });

  it('computes pages with the capped limit but keeps the limit as sent', async () => {
    expect(await link(`${REPO}?limit=100`)).toBe(
      [L(REPO, 'limit=100&page=2', 'next'), L(REPO, 'limit=100&page=2', 'last')].join(','),
    );
  });

  it('clamps a page past the end to the last page for its links', async () => {
    expect(await link(`${ORG}?limit=2&page=10`)).toBe(
      [L(ORG, 'limit=2&page=1', 'first'), L(ORG, 'limit=2&page=2', 'prev')].join(','),
    );
  });

  it('sends no Link when everything fits on one page', async () => {
    expect(await link(ORG)).toBeNull();
    expect(await link(`${REPO}?limit=50&page=1`)).not.toBeNull();
  });

  it('sends no Link when the total is 0', async () => {
    const res = await call('GET', '/orgs/quiet/hooks?limit=1&page=2');
    expect(res.status).toBe(200);
    expect(res.text).toBe('[]\n');
    expect(res.headers.get('x-total-count')).toBe('0');
    expect(res.headers.get('link')).toBeNull();
    expect((await call('GET', '/repos/acme/widgets/hooks?page=1')).headers.get('link')).not.toBeNull();
  });
});

describe('Link header, gitea flavor (org lists only)', () => {
  useMock(server, { flavor: 'gitea', scenario: paginationScenario(), clock: manualClock() });

  it('sends no Link on repo lists, even with several pages', async () => {
    for (const query of ['', '?page=2', '?limit=2&page=3']) {
      expect((await call('GET', `${REPO}${query}`)).headers.get('link')).toBeNull();
    }
  });

  it('sends the Link on org lists', async () => {
    expect((await call('GET', `${ORG}?limit=2&page=2`)).headers.get('link')).toBe(
      [
        `<${API}${ORG}?limit=2&page=3>; rel="next"`,
        `<${API}${ORG}?limit=2&page=3>; rel="last"`,
        `<${API}${ORG}?limit=2&page=1>; rel="first"`,
        `<${API}${ORG}?limit=2&page=1>; rel="prev"`,
      ].join(','),
    );
    expect((await call('GET', '/orgs/quiet/hooks')).headers.get('link')).toBeNull();
  });
});

describe('Link header, forgejo flavor (none)', () => {
  useMock(server, { flavor: 'forgejo', scenario: paginationScenario(), clock: manualClock() });

  it('never sends a Link header', async () => {
    for (const path of [`${REPO}?page=2`, `${ORG}?limit=2&page=2`, ORG, REPO]) {
      const res = await call('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('link')).toBeNull();
    }
  });
});
