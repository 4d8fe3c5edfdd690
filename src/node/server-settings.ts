import type { Server } from 'node:http';
import { isLoopbackAddress } from './http/host-check.js';
import { isAnswering } from './http/in-flight.js';

/** Connection timeouts in ms. Short: a local mock answers in milliseconds. */
export interface ServerTimeouts {
  /** The whole request head must arrive within this (Node: 60 s); then 408. */
  headers: number;
  /** The whole request, body included, must arrive within this (Node: 300 s); then 408. */
  request: number;
  /** A socket with no traffic at all is closed after this (Node: never). */
  idle: number;
  /** A kept-alive socket waits this long for the next request (Node: 5 s). */
  keepAlive: number;
  /** How often Node checks the header and request timeouts (Node: 30 s). */
  checkInterval: number;
  /** A `--fallback` upstream that stays silent this long gets the client a 504. */
  fallback: number;
}

/**
 * The server's connection timeouts unless `timeouts` overrides some: short, since a local mock
 * answers in milliseconds.
 *
 * @example
 * await startServer({ timeouts: { request: DEFAULT_TIMEOUTS.request * 2 } });
 * @see docs/internals/security.md
 */
export const DEFAULT_TIMEOUTS: Readonly<ServerTimeouts> = {
  headers: 10_000,
  request: 30_000,
  idle: 30_000,
  keepAlive: 5_000,
  checkInterval: 1_000,
  fallback: 20_000,
};

export function applyTimeouts(server: Server, timeouts: ServerTimeouts): void {
  // Node expects the head to be due no later than the whole request.
  server.headersTimeout = Math.min(timeouts.headers, timeouts.request);
  server.requestTimeout = timeouts.request;
  server.keepAliveTimeout = timeouts.keepAlive;
  // A socket that sends nothing never reaches the header timer; the idle timer closes it — unless
  // its request is being answered (a fault's delayMs may exceed the idle time: it is honoured).
  server.setTimeout(timeouts.idle, (socket) => {
    if (!isAnswering(socket)) socket.destroy();
  });
}

/** One line each for the settings that open the mock beyond this machine's browsers. */
export function startupWarnings(options: {
  host?: string;
  corsOrigins?: string[];
  deliveryHosts?: string[];
  deliver?: unknown;
}): string[] {
  const warnings: string[] = [];
  const host = options.host ?? '127.0.0.1';
  if (!isLoopbackAddress(host) && host.toLowerCase() !== 'localhost')
    warnings.push(
      `listening on ${host}, not a loopback address: anyone who can reach it can read and change the mock's state through the control API (it has no authentication); name this machine with --allowed-host to be answered by it`,
    );
  if (options.corsOrigins?.includes('*'))
    warnings.push(
      '--cors-origin *: every web page you visit can read the mocked API (the control API, the fallback, and changes while deliveries are on stay limited to listed origins)',
    );
  if (options.deliveryHosts?.includes('*'))
    warnings.push('--delivery-host *: test deliveries may reach any address, private networks included');
  return warnings;
}
