// The scenario format as JSON Schema, generated from the zod schema the loader validates with
// (src/core/scenario/schema.ts): shipped as `hookmock/scenario.schema.json` for editors, and
// summed up field by field on the reference page. Cross-field checks (a hook's repo must be a
// listed repo, …) are zod refinements that JSON Schema cannot say; the loader still makes them.
import * as z from 'zod/mini';
import { scenarioSchema } from '../../src/core/scenario/schema.js';

/** A JSON Schema node, as far as the field table reads it. */
interface Node {
  type?: string | string[];
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  additionalProperties?: Node | boolean;
  enum?: unknown[];
  anyOf?: Node[];
  oneOf?: Node[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  format?: string;
  [key: string]: unknown;
}

/** The committed `scenario.schema.json`: draft 2020-12, input side (defaults optional). */
export function scenarioJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(scenarioSchema(), { io: 'input', unrepresentable: 'any' });
  return {
    $schema: schema.$schema,
    title: 'hookmock scenario',
    description:
      'A hookmock scenario: users, orgs, repos and hooks to start from (docs/reference/scenario-format.md). Generated from the zod schema by npm run docs:generate.',
    ...schema,
  };
}

/** The file's text, as committed. */
export const scenarioSchemaText = () => `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`;

function typeOf(node: Node): string {
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives) return alternatives.map(typeOf).join(' \\| ');
  if (node.enum) return node.enum.map((v) => `\`${JSON.stringify(v)}\``).join(', ');
  if (node.type === 'array' && node.items) return `${typeOf(node.items)}[]`;
  if (node.type === 'object' && !node.properties && typeof node.additionalProperties === 'object')
    return `{ [key]: ${typeOf(node.additionalProperties)} }`;
  return Array.isArray(node.type) ? node.type.join(' \\| ') : (node.type ?? 'any');
}

function constraints(node: Node): string {
  const parts: string[] = [];
  if (node.format && node.format !== 'starts_with') parts.push(`format ${node.format}`);
  if (node.pattern && node.pattern.length < 120)
    parts.push(`pattern \`${node.pattern.replace(/\|/g, '\\|')}\``);
  if (node.minLength !== undefined) parts.push(`min length ${node.minLength}`);
  if (node.minimum !== undefined && node.minimum > -1e15) parts.push(`≥ ${node.minimum}`);
  if (node.maximum !== undefined && node.maximum < 1e15) parts.push(`≤ ${node.maximum}`);
  return parts.join('; ');
}

function rows(node: Node, prefix: string): string[] {
  const target = node.type === 'array' && node.items ? node.items : node;
  const base = node.type === 'array' ? `${prefix}[]` : prefix;
  if (!target.properties) return [];
  return Object.entries(target.properties).flatMap(([key, child]) => {
    const path = base ? `${base}.${key}` : key;
    const required = target.required?.includes(key) ? 'yes' : '';
    const line = `| \`${path}\` | ${typeOf(child)} | ${required} | ${constraints(child)} |`;
    return [line, ...rows(child, path)];
  });
}

/** The field table of the reference page: every path, its type, whether required, its checks. */
export function scenarioFieldTable(): string {
  const schema = z.toJSONSchema(scenarioSchema(), { io: 'input', unrepresentable: 'any' }) as Node;
  return ['| field | type | required | checks |', '|---|---|---|---|', ...rows(schema, '')].join('\n');
}
