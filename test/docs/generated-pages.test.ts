// The generated Reference pages (npm run docs:generate): the CLI reference from the commander
// program, the options from the TSDoc, the scenario fields and scenario.schema.json from the zod
// schema. Each fails when the committed text drifts from its source, as the control tables do.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { GENERATED, ROOT, docFiles, staleFiles, withGenerated } from '../../scripts/docs/generated-pages.js';
import { scenarioSchemaText } from '../../scripts/docs/scenario-schema.js';
import { builtinScenarios, parseScenario } from '../../src/index.js';

const read = (path: string) => readFileSync(`${ROOT}${path}`, 'utf8');
const PAGES: Record<string, string> = {
  'cli-reference': 'docs/reference/cli.md',
  'options-reference': 'docs/reference/options.md',
  'scenario-fields': 'docs/reference/scenario-format.md',
  // From the committed summary of the last full `npm run bench` (bench/results/summary.json).
  'bench-table': 'docs/internals/benchmarks.md',
};

describe('the generated reference pages', () => {
  it.each(Object.entries(PAGES))('%s sits in %s, between its markers', (name, page) => {
    const text = read(page);
    expect(text).toContain(`<!-- ${name}:`);
    expect(text).toContain(`<!-- /${name} -->`);
    expect(Object.keys(GENERATED)).toContain(name);
  });

  it('every page is as its generator makes it (run npm run docs:generate)', () => {
    expect(docFiles()).toEqual(expect.arrayContaining(['README.md', ...Object.values(PAGES)]));
    expect(staleFiles()).toEqual([]);
  });

  it('a change in a source changes the page', () => {
    const cli = read(PAGES['cli-reference']!);
    const drifted = cli.replace('| `--deliver` |', '| `--deliver-all` |');
    expect(withGenerated(drifted)).toBe(cli);
    expect(cli).toContain('## hookmock serve');
    expect(cli).toContain('## hookmock send');
    const generated = cli.slice(cli.indexOf('<!-- cli-reference:'), cli.indexOf('<!-- /cli-reference -->'));
    expect(generated).not.toContain('--allow-host'); // hidden in --help, hidden here
    const options = read(PAGES['options-reference']!);
    expect(options).toContain('| `deliveryHosts` | `string[]` |');
    expect(options).toContain('**Deprecated**');
  });
});

describe('scenario.schema.json', () => {
  const schema = JSON.parse(read('scenario.schema.json')) as Record<string, unknown>;
  const validate = new Ajv2020({ strict: false }).compile(schema);

  it('is what the zod schema makes now', () => {
    expect(read('scenario.schema.json')).toBe(scenarioSchemaText());
  });

  it('accepts every built-in scenario and refuses what the loader refuses', () => {
    for (const [name, scenario] of Object.entries(builtinScenarios))
      expect(validate(scenario), name).toBe(true);
    const typo = { hooks: [{ repo: 'acme/widgets', evnets: ['push'], config: { url: 'http://x.test' } }] };
    expect(validate(typo)).toBe(false);
    expect(() => parseScenario(typo)).toThrow(/evnets/);
  });

  it('a file may name it: the loader ignores "$schema"', () => {
    const scenario = { $schema: './node_modules/hookmock/scenario.schema.json', name: 'mine' };
    expect(validate(scenario)).toBe(true);
    expect(() => parseScenario(scenario)).not.toThrow();
  });

  it('ships in the package, as hookmock/scenario.schema.json', () => {
    const pkg = JSON.parse(read('package.json')) as { files: string[]; exports: Record<string, unknown> };
    expect(pkg.files).toContain('scenario.schema.json');
    expect(pkg.exports['./scenario.schema.json']).toBe('./scenario.schema.json');
  });
});
