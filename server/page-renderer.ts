import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CATALOGUE_TAGS_HEADER, tagsFromHeader } from '../domain/catalogue-changes.js';
import { EARLY_CLICKS_ELEMENT } from '../domain/early-clicks.js';
import { INSPECT_MARK } from '../domain/inspect.js';
import { taggedCache } from '../api/catalogue/tagged-cache.js';
import { compressPage } from './page-compression.js';

/** Text as HTML: a title is the page's own words, never markup. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** src/ssr/render-page.tsx as built by `vite build --ssr` into dist-server/. */
interface PageModule {
  renderPage(
    path: string,
    query: (url: string) => Promise<unknown>,
    search?: string,
  ): Promise<{ html: string; script: string; title: string } | null>;
  /** The kind of a page that does not exist but would be drawn (an unknown article), else null. */
  unknownPageKind(path: string): string | null;
  /** The address a drawing is kept under: the path, with the list it names for the product list. */
  pageKey(path: string, search: string): string;
}

/** A page that takes longer to draw is sent as the bare shell, which the browser draws itself. */
const RENDER_TIMEOUT_MS = 3000;
/** Drawn pages kept, by path, until something they show changes (they hold catalogue answers). */
const CACHE_BYTES = 16 * 1024 * 1024;
const MAX_PATH = 200;

/** A page as sent: its text, and compressed once when it is kept (a drawn landing page is about 80 KB of HTML). */
interface Page {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** A drawn page with its compressed copies, made once when it is kept. */
const compressed = async (html: string): Promise<Page> => ({ html, ...(await compressPage(html)) });

function send(request: FastifyRequest, reply: FastifyReply, page: Page): FastifyReply {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (page.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (page.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/**
 * Public pages drawn on the server: the SPA's index.html with the page's HTML in its root element and the answers
 * it was drawn from beside it. Without the renderer build, or for any page it does not draw (or cannot, in time), the
 * bare shell: the browser draws it as before.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  spaDir: string,
  rendererFile: string | undefined,
  { inspect = false }: { inspect?: boolean } = {},
): Promise<PageRenderer> {
  const builtShell = readFileSync(path.join(spaDir, 'index.html'), 'utf8');
  // The app reads this mark to open the Stately inspector (src/app/inspector-wanted.ts).
  const shellText = inspect ? builtShell.replace('</head>', `  ${INSPECT_MARK}\n  </head>`) : builtShell;
  const shell: Page = { html: shellText };
  if (!rendererFile || !existsSync(rendererFile)) return async (request, reply) => send(request, reply, shell);
  const { renderPage, unknownPageKind, pageKey } = (await import(pathToFileURL(rendererFile).href)) as PageModule;
  const changes = app.catalogueChanges;
  const pages = taggedCache<Page>(changes, {
    max: 5000,
    maxSize: CACHE_BYTES,
    sizeOf: (page, key) => page.html.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0) + key.length,
  });
  const inFlight = new Map<string, Promise<Page>>();

  /** The page's own GraphQL queries, answered in-process and counted against the visitor's address; their tags noted. */
  const queryFor =
    (request: FastifyRequest, noteTags: (tags: string[] | null) => void) =>
    async (url: string): Promise<unknown> => {
      const response = await app.inject({ method: 'GET', url, remoteAddress: request.ip, headers: { [CATALOGUE_TAGS_HEADER]: '?' } });
      const body = response.json<{ data?: unknown; errors?: unknown[] }>();
      if (response.statusCode !== 200 || body.errors || !body.data) throw new Error(`${url} answered ${response.statusCode}`);
      const given = response.headers[CATALOGUE_TAGS_HEADER];
      noteTags(typeof given === 'string' ? tagsFromHeader(given) : null);
      return body.data;
    };

  /** The drawing kept under `key`, else one drawing of `pagePath` shared by everyone who asks while it is made. */
  async function pageFor(request: FastifyRequest, key: string, pagePath: string): Promise<Page> {
    const kept = pages.get(key);
    if (kept) return kept;
    // One drawing per page at a time, however many ask; one that outlasts the wait still finishes and is kept.
    let drawing = inFlight.get(key);
    if (!drawing) {
      drawing = draw(key, pagePath, request).finally(() => inFlight.delete(key));
      inFlight.set(key, drawing);
    }
    return (await Promise.race([drawing, delay(RENDER_TIMEOUT_MS, null, { ref: false })])) ?? shell;
  }

  async function draw(key: string, pagePath: string, request: FastifyRequest): Promise<Page> {
    const since = changes.seq();
    // The tags of every answer the page was drawn from; null once one came without them (then it is not kept).
    let tags: Set<string> | null = new Set();
    const noteTags = (given: string[] | null) => {
      if (given === null) tags = null;
      else for (const tag of given) tags?.add(tag);
    };
    try {
      // The key names the list tidily (pageKey): the page is drawn from it, not from the address as typed.
      const search = key.includes('?') ? key.slice(key.indexOf('?') + 1) : '';
      const page = await renderPage(pagePath, queryFor(request, noteTags), search);
      if (!page) return shell;
      const drawn = await compressed(
        shellText
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
          .replace('<div id="root"></div>', `${EARLY_CLICKS_ELEMENT}<div id="root">${page.html}</div>${page.script}`),
      );
      if (tags) pages.set(key, drawn, [...tags], since);
      return drawn;
    } catch (error) {
      request.log.warn({ err: error, path: pagePath }, 'page not drawn on the server; sending the shell');
      return shell;
    }
  }

  return async (request, reply) => {
    const mark = request.url.indexOf('?');
    const pagePath = mark < 0 ? request.url : request.url.slice(0, mark);
    if (pagePath.length > MAX_PATH) return send(request, reply, shell);
    // Every unknown page of one kind (an article that does not exist, say) is the same page: drawn once, kept once.
    const unknown = unknownPageKind(pagePath);
    if (unknown) return send(request, reply.code(404), await pageFor(request, `404 ${unknown}`, pagePath));
    return send(request, reply, await pageFor(request, pageKey(pagePath, mark < 0 ? '' : request.url.slice(mark + 1)), pagePath));
  };
}
