import net from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Finishes what is in flight before close: keeps serving (every answer now says Connection: close) until no
     * request is in flight and no connection has arrived for QUIET_MS, or graceMs has passed. Resolves with what is
     * still in flight (0 when drained). With `othersServe` (WORKERS=N: other processes listen on the same port), it
     * first stops taking new connections, which the others then take, and finishes those it has.
     */
    drain(graceMs: number, options?: { othersServe?: boolean }): Promise<number>;
  }
}

const QUIET_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Closing at once would drop requests in flight: Node closes the connections it has accepted but not yet read a
 * request from, and Fastify answers 503 to requests that arrive while closing. Draining first serves all of them.
 */
export const drain: FastifyPluginAsync = fp(
  async (app) => {
    let inFlight = 0;
    let lastActivity = Date.now();
    let draining = false;
    app.server.on('connection', () => {
      lastActivity = Date.now();
    });
    app.addHook('onRequest', async (request, reply) => {
      inFlight++;
      lastActivity = Date.now();
      reply.raw.once('close', () => {
        inFlight--;
        lastActivity = Date.now();
      });
      if (draining) reply.header('connection', 'close');
    });
    app.decorate('drain', async (graceMs: number, options: { othersServe?: boolean } = {}) => {
      draining = true;
      // net.Server's close, not http.Server's: it stops accepting without closing the connections just accepted, whose
      // requests have not arrived yet. (Fastify's close later finds the listener already closed.)
      if (options.othersServe) net.Server.prototype.close.call(app.server);
      const deadline = Date.now() + graceMs;
      while ((inFlight > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline) await sleep(20);
      return inFlight;
    });
  },
  { name: 'drain' },
);
