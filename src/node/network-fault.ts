import type { Socket } from 'node:net';

/**
 * Fails a connection the way an injected `network` fault asks (src/core/faults): `reset` sends a
 * TCP RST (the client sees ECONNRESET), `empty` closes cleanly without a byte of answer (the
 * client sees the socket close early), `timeout` leaves it open and silent until the client gives
 * up (or the server closes). Anything else, e.g. a handler's HttpResponse.error(): destroyed.
 */
export function failConnection(socket: Socket, kind: string | undefined): void {
  if (kind === 'timeout') return;
  if (kind === 'empty') {
    socket.end();
    return;
  }
  if (kind === 'reset' && typeof socket.resetAndDestroy === 'function') {
    socket.resetAndDestroy();
    return;
  }
  socket.destroy();
}
