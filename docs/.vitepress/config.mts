// The docs site (npm run docs:build → docs/.vitepress/dist). Sections as in review 3 §5: Guide,
// Reference, Fidelity, Internals. The pages stay plain Markdown that reads on GitHub too.
import { defineConfig } from 'vitepress';
import { githubSlug } from './github-slug.mjs';
import { plainHtml } from './plain-html.mjs';

const guide = [
  ['Unit tests, in-process', '/guide/in-process'],
  ['Frontend development', '/guide/frontend'],
  ['Gitea, Forgejo and the spec', '/guide/gitea'],
  ['GitHub and Octokit', '/guide/github'],
  ['GitLab and gitbeaker', '/guide/gitlab'],
  ['Bitbucket Cloud', '/guide/bitbucket'],
  ['Bitbucket Data Center', '/guide/bitbucket-dc'],
  ['Testing deliveries', '/guide/deliveries'],
  ['Testing a webhook receiver', '/guide/receivers'],
  ['Matchers', '/guide/matchers'],
  ['Jest (and TypeScript)', '/guide/jest'],
  ['Playwright Test', '/guide/playwright'],
  ['Your own msw handlers', '/guide/own-handlers'],
  ['Faults and latency', '/guide/faults'],
  ['Remote client and sessions', '/guide/remote-client'],
  ['Recorded scenarios', '/guide/recording'],
  ['The dashboard', '/guide/dashboard'],
  ['msw 3', '/guide/msw3'],
];
const reference = [
  ['API', '/reference/api'],
  ['Options', '/reference/options'],
  ['CLI', '/reference/cli'],
  ['Control API', '/reference/control-api'],
  ['Scenario format', '/reference/scenario-format'],
  ['OpenAPI document', '/reference/openapi'],
  ['Fixtures', '/reference/fixtures'],
];
const fidelity = [
  ['Flavors at a glance', '/fidelity/flavors-at-a-glance'],
  ['Where the spec is silent', '/fidelity/choices'],
  ['Flavors', '/flavors'],
  ['The github flavor', '/github'],
  ['GitHub deliveries and payloads', '/github-deliveries'],
  ['The gitlab flavor', '/gitlab'],
  ['GitLab deliveries and payloads', '/gitlab-deliveries'],
  ['The bitbucket flavor', '/bitbucket'],
  ['Bitbucket Cloud deliveries and payloads', '/bitbucket-deliveries'],
  ['The bitbucket-dc flavor', '/bitbucket-dc'],
  ['Bitbucket Data Center deliveries and payloads', '/bitbucket-dc-deliveries'],
  ['The API as mocked', '/api'],
  ['Behaviour, with evidence', '/behaviour'],
  ['Deliveries', '/deliveries'],
  ['Events', '/events'],
];
const internals = [
  ['Architecture', '/architecture'],
  ['Development', '/internals/development'],
  ['Security and limits', '/internals/security'],
  ['Benchmarks', '/internals/benchmarks'],
  ['Decisions', '/decisions/README'],
  ['Toolkit notes', '/toolkit-notes'],
];
const items = (pages: string[][]) => pages.map(([text, link]) => ({ text, link }));

export default defineConfig({
  title: 'hookmock',
  description: 'A faithful mock of the Gitea / Forgejo webhook API, in-process under MSW or as a server',
  // Relative asset paths: the built site opens from any folder or sub-path.
  base: process.env.DOCS_BASE ?? '/',
  cleanUrls: false,
  lastUpdated: false,
  // No favicon of its own: an empty one, so browsers do not ask for /favicon.ico.
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  // Links to the repository's own files (../../fixtures/…, ../../test/README.md) work on GitHub,
  // not in the site; everything else is checked.
  ignoreDeadLinks: [/(\.\.\/)+(src|test|fixtures|scripts|examples|bench|scenarios|CHANGELOG)/],
  markdown: {
    // GitHub's anchors, so a `page.md#section` link works in both places (and check-jsdoc's @see).
    anchor: { slugify: githubSlug },
    config: (md) => md.use(plainHtml),
  },
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/in-process' },
      { text: 'Reference', link: '/reference/api' },
      { text: 'Fidelity', link: '/fidelity/flavors-at-a-glance' },
      { text: 'Internals', link: '/architecture' },
    ],
    sidebar: [
      { text: 'Guide', items: items(guide) },
      { text: 'Reference', items: items(reference) },
      { text: 'Fidelity', items: items(fidelity) },
      { text: 'Internals', items: items(internals) },
    ],
    search: { provider: 'local' },
    outline: { level: [2, 3] },
  },
});
