import { fakerNow } from './faker-now.js';
import { SPEC_EVENTS } from '../contract/event-names.js';
import type { ParsedScenario, ScenarioHook, ScenarioOrg, ScenarioRepo, ScenarioUser } from './schema.js';

export interface Generated {
  users: ScenarioUser[];
  orgs: ScenarioOrg[];
  repos: ScenarioRepo[];
  hooks: ScenarioHook[];
}

/**
 * The faker-made part of a scenario (`generate`), from its `seed` alone: the same seed gives the
 * same data, byte for byte. Each generated org gets an owner with a predictable token
 * (`<login>-token`) so the data can be used right away.
 */
export function generateWorld(scenario: ParsedScenario): Generated {
  const out: Generated = { users: [], orgs: [], repos: [], hooks: [] };
  const plan = scenario.generate;
  if (!plan) return out;
  // One shared instance, re-seeded for every generation: generation is synchronous, so runs never interleave.
  const faker = fakerNow();
  faker.seed(scenario.seed ?? 1);
  const taken = new Set<string>([
    ...(scenario.users ?? []).map((u) => u.login.toLowerCase()),
    ...(scenario.orgs ?? []).map((o) => o.name.toLowerCase()),
  ]);
  const unique = uniqueSlugs(taken);
  const hook = (where: { repo: string } | { org: string }): ScenarioHook => ({
    ...where,
    active: faker.datatype.boolean({ probability: 0.8 }),
    events: faker.helpers.arrayElements([...SPEC_EVENTS], { min: 1, max: 4 }),
    config: {
      url: `${faker.internet.url({ appendSlash: false })}/${faker.word.noun()}/hook`,
      content_type: faker.helpers.arrayElement(['json', 'json', 'form'] as const),
      ...(faker.datatype.boolean() ? { secret: faker.string.alphanumeric(24) } : {}),
    },
  });
  for (let o = 0; o < plan.orgs; o++) {
    const org = unique(faker.company.name());
    const owner = unique(faker.internet.username());
    out.users.push({
      login: owner,
      token: `${owner}-token`,
      full_name: faker.person.fullName(),
      email: `${owner}@example.test`,
    });
    out.orgs.push({
      name: org,
      owners: [owner],
      full_name: faker.company.name(),
      description: faker.company.catchPhrase(),
    });
    const repoNames = new Set<string>();
    for (let r = 0; r < plan.reposPerOrg; r++) {
      let repo = faker.word
        .noun()
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-');
      while (repoNames.has(repo)) repo = `${repo}-${r}`;
      repoNames.add(repo);
      out.repos.push({ owner: org, name: repo, description: faker.hacker.phrase() });
      for (let h = 0; h < plan.hooksPerRepo; h++) out.hooks.push(hook({ repo: `${org}/${repo}` }));
    }
    for (let h = 0; h < (plan.hooksPerOrg ?? 0); h++) out.hooks.push(hook({ org }));
  }
  return out;
}

/** Slugs of made-up names, each suffixed `-2`, `-3`… until it is not yet in `taken`. */
function uniqueSlugs(taken: Set<string>): (base: string) => string {
  return (base) => {
    const slug =
      base
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'x';
    let candidate = slug;
    for (let n = 2; taken.has(candidate); n++) candidate = `${slug}-${n}`;
    taken.add(candidate);
    return candidate;
  };
}
