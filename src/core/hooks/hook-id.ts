/**
 * A hook id as the products parse it: anything that is not a positive int64 becomes 0 and so a
 * 404, never a 400 or 500.
 */
export function hookIdOf(raw: string): number {
  if (!/^\d{1,19}$/.test(raw)) return 0;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : 0;
}
