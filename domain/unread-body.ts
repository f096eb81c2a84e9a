/** The parts of Node's request and response that dropping an unread body needs (no Node import: domain/ is pure). */
interface Incoming {
  complete: boolean;
  resume(): unknown;
  once(event: 'end', listener: () => void): unknown;
  socket: { destroy(): unknown } | null;
}
interface Outgoing {
  shouldKeepAlive: boolean;
  once(event: 'finish', listener: () => void): unknown;
}

/** How long the rest of a refused body may take to arrive before its connection is cut. */
export const UNREAD_BODY_GRACE_MS = 2000;

/**
 * For an answer sent before its request's body was read (a refused upload): once the answer is out, the rest of the
 * body is read and dropped (nothing is kept), for at most UNREAD_BODY_GRACE_MS, then the connection is cut. Closing
 * at once would make the sender's system discard our answer with a reset while it is still sending; waiting for the
 * whole body would let a slow sender hold the connection. (Node closes a last answer's connection as soon as it is
 * sent, which is that reset; kept alive, Node reads the rest of the body itself and drops it.)
 */
export function dropUnreadBody(request: Incoming, response: Outgoing, graceMs = UNREAD_BODY_GRACE_MS): void {
  response.shouldKeepAlive = true;
  response.once('finish', () => {
    if (request.complete) return;
    const cut = setTimeout(() => request.socket?.destroy(), graceMs);
    (cut as { unref?: () => void }).unref?.();
    request.once('end', () => clearTimeout(cut));
    request.resume();
  });
}
