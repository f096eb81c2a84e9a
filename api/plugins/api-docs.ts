import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** Which part of the API a route belongs to, by its path under /api. */
const areaOf = (url: string) => (url.startsWith('/api/admin') ? 'Operators (ADMIN_EMAILS)' : 'Storefront');

/** Marks a route as needing a session (the signed-in routes' onRoute hook), for the documentation to say so. */
export const needsSession = (route: { schema?: object }) => {
  route.schema = { ...(route.schema ?? {}), security: [{ session: [] }] };
};

/**
 * The REST API documents itself from the same TypeBox schemas that validate it: OpenAPI 3 at GET /api/docs/json and
 * a browsable page at /api/docs, served from the app (no CDN, within the content security policy). Registered
 * before the routes, so that it sees each one as it is added.
 */
export async function apiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'FabricMart REST API',
        version: '1.0.0',
        description:
          'The REST backend of the fabric marketplace (SPEC §7) and the operators’ console. Money is in rupees; ids are decimal strings. ' +
          'Signed-in calls carry the session token in the authorization header, without a Bearer prefix.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'authorization' } } },
    },
    transform: ({ schema, url }) => ({ schema: { ...(schema ?? {}), tags: [areaOf(url)] } as never, url }),
  });
  // The page at any of its addresses with a query string is sent to the page without it: swagger-ui reads the
  // definition from the page's own address + './json', query and all (…/docs/?url=x/./json, 'Unable to render this
  // definition'), and the static page's redirect compared the whole URL with /static/index.html (a loop).
  app.addHook('onRequest', async (request, reply) => {
    const [path, query] = request.url.split('?', 2);
    if (query === undefined) return;
    const page = /^(\/api\/docs)(\/|\/static\/index\.html)?$/.exec(path!);
    if (page) return reply.redirect(`${page[1]}/`);
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // The page's scripts by their full path: a query string after /api/docs/ hid its trailing slash, and the page
    // asked for /docs/static/… (a blank page).
    indexPrefix: '/api',
    uiConfig: { docExpansion: 'none', deepLinking: true },
    staticCSP: false,
  });
}
