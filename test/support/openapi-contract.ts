/**
 * Checks HTTP answers against the mock's own OpenAPI document (openApiDocument), with ajv's
 * JSON Schema 2020-12 validator: OpenAPI 3.1 schemas are JSON Schema 2020-12.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { openApiDocument } from '../../src/index.js';
import type { FlavorName } from '../../src/index.js';

type Doc = { paths: Record<string, Record<string, Operation>> };
type Operation = { responses: Record<string, ResponseDoc> };
type ResponseDoc = {
  content?: Record<string, unknown>;
  headers?: Record<string, { required?: boolean; schema: object }>;
};

export interface Answer {
  method: string;
  /** The path under the base path, e.g. `/repos/acme/widgets/hooks`. */
  rest: string;
  status: number;
  headers: Headers;
  body: string;
}

// ajv-formats is CommonJS with a default export; under ESM the function may sit on `.default`.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => void;

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** A checker for one flavor: `check(answer)` lists what disagrees (null: an undocumented route). */
export function contractFor(flavor: FlavorName) {
  const doc = openApiDocument(flavor) as unknown as Doc;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc as object, 'doc');
  const templates = Object.keys(doc.paths).map((path) => ({
    path,
    regex: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
  }));

  function check(answer: Answer): string[] | null {
    const template = templates.find((t) => t.regex.test(answer.rest))?.path;
    const method = answer.method === 'HEAD' ? 'get' : answer.method.toLowerCase();
    const operation = template ? doc.paths[template]?.[method] : undefined;
    if (!template || !operation) return null;
    const where = `${answer.method} ${answer.rest} → ${answer.status}`;
    const response = operation.responses[String(answer.status)];
    if (!response) return [`${where}: status not documented`];
    const problems: string[] = [];
    const pointer = `doc#/paths/${escape(template)}/${method}/responses/${answer.status}`;
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const value = answer.headers.get(name);
      if (value === null) {
        if (header.required) problems.push(`${where}: header ${name} missing`);
        continue;
      }
      if (!ajv.validate({ $ref: `${pointer}/headers/${escape(name)}/schema` }, value))
        problems.push(`${where}: header ${name}: ${ajv.errorsText()}`);
    }
    // HEAD: the headers of a GET, no body.
    if (!response.content || answer.method === 'HEAD') {
      if (answer.body !== '') problems.push(`${where}: expected no body, got ${answer.body.slice(0, 80)}`);
      return problems;
    }
    if (!(answer.headers.get('content-type') ?? '').startsWith('application/json'))
      problems.push(`${where}: content-type ${answer.headers.get('content-type')}`);
    let value: unknown;
    try {
      value = JSON.parse(answer.body);
    } catch {
      return [...problems, `${where}: body is not JSON: ${answer.body.slice(0, 80)}`];
    }
    if (!ajv.validate({ $ref: `${pointer}/content/application~1json/schema` }, value))
      problems.push(`${where}: body: ${ajv.errorsText()} in ${answer.body.slice(0, 200)}`);
    return problems;
  }
  return { doc, check };
}
