import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseScenario } from '../core/scenario/parse-scenario.js';
import { errorCode } from '../core/util/error-details.js';
import { detailOf } from '../core/errors/hookmock-error.js';
import type { Scenario } from '../core/scenario/schema.js';
import { resolveScenarioInput } from '../core/scenario/resolve-input.js';
import type { ResolvedScenario, ScenarioFiles, ScenarioInput } from '../core/scenario/resolve-input.js';
import type { FlavorName } from '../core/contract/flavor.js';
import { flavorNamed } from '../core/flavors/index.js';

/**
 * The CLI's and startServer's rule (docs/reference/cli.md): a value containing "/" or ending in .json is a
 * file path; anything else names a built-in, looked up only among the built-ins.
 */
export function isScenarioPath(value: string): boolean {
  return value.includes('/') || value.toLowerCase().endsWith('.json');
}

/** Files run as modules: only what is plainly code. Anything else (.txt, .JSON5, no extension) is refused. */
const MODULE_FILE = /\.(?:js|mjs|cjs|ts|mts)$/i;

/**
 * Loads a scenario file: `.json` as JSON, `.js/.mjs/.cjs/.ts/.mts` as a module whose default
 * export is the scenario object; any other name is refused without reading the file, so a
 * recording saved under another name is never run as code. The core's `parseScenario`
 * validates it; its errors name the file, the field and the expectation.
 *
 * @example
 * const mock = createHookMock({ scenario: await loadScenarioFile('test/fixtures/acme.json') });
 * @see docs/reference/scenario-format.md
 */
export async function loadScenarioFile(path: string, flavor?: FlavorName): Promise<Scenario> {
  const absolute = resolve(path);
  let value: unknown;
  if (!/\.json$/i.test(absolute) && !MODULE_FILE.test(absolute)) {
    throw new Error(
      `${path}: unknown scenario file type (expected .json, or a module: .js, .mjs, .cjs, .ts, .mts)`,
    );
  }
  if (/\.json$/i.test(absolute)) {
    let text: string;
    try {
      text = await readFile(absolute, 'utf8');
    } catch (error) {
      throw new Error(`${path}: ${readError(error)}`);
    }
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new Error(`${path}: not valid JSON (${detailOf(error)})`);
    }
  } else {
    let module: { default?: unknown };
    try {
      // A dynamic import's namespace is untyped: what the file exports is checked below.
      module = (await import(pathToFileURL(absolute).href)) as { default?: unknown };
    } catch (error) {
      const message = detailOf(error);
      const missing = errorCode(error) === 'ERR_MODULE_NOT_FOUND' && message.includes(absolute);
      throw new Error(`${path}: ${missing ? 'file not found' : message}`);
    }
    if (module.default === undefined)
      throw new Error(`${path}: the module has no default export (expected a scenario object)`);
    value = module.default;
  }
  // With the flavor, a file's shape problems come with its name and event problems (one run).
  return parseScenario(value, path, flavor === undefined ? undefined : flavorNamed(flavor));
}

function readError(error: unknown): string {
  const code = errorCode(error);
  if (code === 'ENOENT') return 'file not found';
  if (code === 'EISDIR') return 'is a directory, expected a scenario file';
  return detailOf(error);
}

/** Scenario files from disk, by the CLI's rule: what `resolveScenarioInput` reads paths with in Node. */
export const scenarioFiles: ScenarioFiles = { isPath: isScenarioPath, load: loadScenarioFile };

/** `resolveScenarioInput` with file paths allowed: a scenario option given by the user, not a request. */
export function resolveScenarioOption(input: ScenarioInput, flavor?: FlavorName): Promise<ResolvedScenario> {
  return resolveScenarioInput(input, { files: scenarioFiles, flavor });
}
