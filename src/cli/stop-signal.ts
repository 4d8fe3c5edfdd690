/**
 * Resolves at the first SIGINT or SIGTERM, then stops listening for them (so a second Ctrl-C
 * gets Node's default: exit at once). For commands that serve until stopped (`listen`,
 * `demo --keep`).
 */
export function stopSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
