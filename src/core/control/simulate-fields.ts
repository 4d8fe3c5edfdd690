import { ControlError } from './control-error.js';

const bad = (message: string) => new ControlError(400, message);

/**
 * One simulate action's JSON options, read field by field: each reader checks its field's type
 * and answers a 400 naming it; `rest()` names what no reader asked for (an unknown field).
 */
export class SimulateFields {
  private readonly asked = new Set<string>();

  constructor(private readonly input: Record<string, unknown>) {}

  private value(key: string): unknown {
    this.asked.add(key);
    return this.input[key];
  }

  /** A required string. */
  string(key: string): string {
    const value = this.optionalString(key);
    if (value === undefined || value === '') throw bad(`"${key}" is required`);
    return value;
  }

  optionalString(key: string): string | undefined {
    const value = this.value(key);
    if (value !== undefined && typeof value !== 'string') throw bad(`"${key}" must be a string`);
    return value;
  }

  /** A required issue or pull request number. */
  number(key: string): number {
    const value = this.value(key);
    if (value === undefined) throw bad(`"${key}" is required`);
    if (!Number.isSafeInteger(value) || Number(value) < 1) throw bad(`"${key}" must be a positive integer`);
    return Number(value);
  }

  optionalNumber(key: string): number | undefined {
    return this.input[key] === undefined ? (this.asked.add(key), undefined) : this.number(key);
  }

  /** A GitHub App: its id or its slug. */
  idOrName(key: string): number | string {
    const value = this.input[key];
    return typeof value === 'number' ? this.number(key) : this.string(key);
  }

  optionalBoolean(key: string): boolean | undefined {
    const value = this.value(key);
    if (value !== undefined && typeof value !== 'boolean') throw bad(`"${key}" must be true or false`);
    return value;
  }

  optionalStrings(key: string): string[] | undefined {
    const value = this.value(key);
    if (value === undefined) return undefined;
    if (!isStrings(value)) throw bad(`"${key}" must be a list of strings`);
    return value;
  }

  /** A required list of strings (may be empty). */
  strings(key: string): string[] {
    const value = this.optionalStrings(key);
    if (value === undefined) throw bad(`"${key}" is required`);
    return value;
  }

  /** A required string or null (`setMilestone`'s `milestone`). */
  stringOrNull(key: string): string | null {
    const value = this.value(key);
    if (value === null) return null;
    if (typeof value !== 'string' || value === '') throw bad(`"${key}" must be a string or null`);
    return value;
  }

  /** `commits` of a push: how many, or their messages. */
  optionalCommits(key: string): number | string[] | undefined {
    const value = this.value(key);
    if (value === undefined || isStrings(value)) return value;
    if (!Number.isSafeInteger(value) || Number(value) < 1)
      throw bad(`"${key}" must be a positive integer or a list of commit messages`);
    return Number(value);
  }

  /** The fields given that no reader asked for, then the ones it knows. */
  unknown(): { given: string[]; known: string[] } {
    const given = Object.keys(this.input).filter((key) => !this.asked.has(key));
    return { given, known: [...this.asked] };
  }
}

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
