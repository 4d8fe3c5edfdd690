/** Whether the `pingLimit` warning was given: once per process is enough to be seen. */
let warned = false;

/**
 * `pingLimit` is accepted for one release and ignored: test presses are deliveries now and are
 * kept within `deliveryLimit` (CHANGELOG 0.2.0).
 */
export function warnPingLimit(): void {
  if (warned) return;
  warned = true;
  console.warn(
    'hookmock: the `pingLimit` option is deprecated and ignored; test presses are deliveries, kept within `deliveryLimit`.',
  );
}
