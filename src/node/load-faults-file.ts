import { readFile } from 'node:fs/promises';
import { assertFaultRule } from '../core/faults/fault-rule.js';
import { detailOf } from '../core/errors/hookmock-error.js';
import type { FaultRuleInput } from '../core/faults/fault-rule.js';

/** `serve --faults FILE`: a JSON list of fault rules, each validated; errors name the file and rule. */
export async function loadFaultsFile(file: string): Promise<FaultRuleInput[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`cannot read faults file ${file}: ${detailOf(error)}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`faults file ${file} is not JSON: ${detailOf(error)}`);
  }
  if (!Array.isArray(value)) throw new Error(`faults file ${file}: expected a JSON list of fault rules`);
  return value.map((rule: unknown, index) => {
    try {
      assertFaultRule(rule);
      return rule;
    } catch (error) {
      throw new Error(`faults file ${file}, rule ${index + 1}: ${detailOf(error)}`);
    }
  });
}
