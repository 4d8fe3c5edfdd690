/**
 * A count, `10000` → `"10,000"`: the figures of limit messages. Not `toLocaleString('en')`: its first call
 * loads ICU's locale data, about 30 ms — and the scenario schema writes its limits at build time,
 * so every `serve` paid that before its first answer (issue 29's cold start).
 */
export function thousands(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
