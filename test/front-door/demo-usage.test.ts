/**
 * Issue 32 item 9: `hookmock demo --help` shows NAME as required (it always was: without it
 * demo says "missing demo NAME"), not as the optional `[name|file]` commander printed.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/server.js';

describe('hookmock demo --help', () => {
  it('shows NAME|FILE as required', async () => {
    const help = runCli(['demo', '--help']);
    expect(await help.exited).toBe(0);
    expect(help.stdout()).toContain('Usage: hookmock demo NAME|FILE [--speed X] [--port P] [--keep]');
    expect(help.stdout()).not.toContain('[name|file]\n');
  });
});
