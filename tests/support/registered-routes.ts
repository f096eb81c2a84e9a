import type { FastifyInstance } from 'fastify';

/**
 * Every route the app has, as `METHOD /path` pairs (HEAD and OPTIONS left out), read from Fastify's route tree: a
 * nested line continues its parent's path ("/api/admin/orders" then "/:id" is /api/admin/orders/:id).
 */
export function registeredRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const stack: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(url);
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url });
  }
  return routes;
}
