import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Sockets whose request is being answered. The idle timeout is for silent sockets; a request the
 * mock holds on purpose (a fault's `delayMs`, up to 10 minutes) must not be cut by it.
 */
const answering = new WeakSet<Socket>();

/** Marks the request's socket busy until its answer is written or the connection ends. */
export function trackAnswer(req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket;
  answering.add(socket);
  // A response's 'close' means "completed, or its connection ended first" (node:http docs): it
  // follows 'finish' (the answer handed over; the idle timer then guards a reader that stalls)
  // in the next tick, so one listener does what 'finish' + 'close' did.
  res.once('close', () => answering.delete(socket));
}

/** True while a request on this socket waits for its answer. */
export function isAnswering(socket: Socket): boolean {
  return answering.has(socket);
}
