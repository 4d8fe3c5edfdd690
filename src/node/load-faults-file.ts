import { readFile } from 'node:fs/promises';
import { parseFaultRule } from '../core/faults/fault-rule.js';
import type { FaultRuleInput } from '../core/faults/fault-rule.js';

/** `serve --faults FILE`: a JSON list of fault rules, each validated; errors name the file and rule. */
export async function loadFaultsFile(file: string): Promise<FaultRuleInput[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`cannot read faults file ${file}: ${(error as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`faults file ${file} is not JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(value)) throw new Error(`faults file ${file}: expected a JSON list of fault rules`);
  return value.map((rule: unknown, index) => {
    try {
      parseFaultRule(rule);
    } catch (error) {
      throw new Error(`faults file ${file}, rule ${index + 1}: ${(error as Error).message}`);
    }
    return rule as FaultRuleInput;
  });
}
