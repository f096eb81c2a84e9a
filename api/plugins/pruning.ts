import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const HOUR = 60 * 60 * 1000;

/**
 * Expired or revoked sessions, used or expired codes, old idempotency keys and the lines of old catalogue changes are
 * deleted when the app starts and every hour after.
 */
export const pruning: FastifyPluginAsync = fp(
  async (app) => {
    const prune = async () => {
      try {
        await app.repos.sessions.prune();
        await app.repos.codes.prune();
        await app.repos.devices.prune();
        await app.repos.idempotencyKeys.prune();
        await app.catalogueChanges.prune();
      } catch (error) {
        app.log.warn({ err: error }, 'Pruning sessions and codes failed; it will try again in an hour.');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await prune();
      timer = setInterval(() => void prune(), HOUR).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'pruning', dependencies: ['services'] },
);
