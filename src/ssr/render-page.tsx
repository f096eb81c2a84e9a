import { renderToString } from 'react-dom/server';
import { productListFromSearch, productListSearch } from '../../domain/product-list-url.js';
import { isAppRoute, matchPath, paths } from '../config/paths.js';
import { PRODUCT_PAGE_SIZE } from '../../domain/catalogue.js';
import { App } from '../app/App.js';
import { ABOUT } from '../content/about.js';
import { BLOGS } from '../content/blogs.js';
import { PRIVACY } from '../content/privacy.js';
import { TERMS } from '../content/terms.js';
import { documentTitle, fixedTitle } from '../config/page-titles.js';
import { preloadScreenAt } from '../app/AppRoutes.js';
import { type Document } from '../graphql/generated.js';
import { CategoriesDocument } from '../graphql/documents/Categories.js';
import { LandingDocument } from '../graphql/documents/Landing.js';
import { ProductDetailDocument } from '../graphql/documents/ProductDetail.js';
import { ProductsDocument } from '../graphql/documents/Products.js';
import { productQueryToGraphFilter } from '../products/catalogue-actors.js';
import { persistedQuery } from '../graphql/persisted-query.js';
import { INITIAL_DATA_ID, scriptJson, type InitialData } from '../lib/initial-data.js';

/**
 * The server's entry (built by `vite build --ssr` into dist-server/): draws public pages to HTML before any JavaScript
 * runs, so a phone paints the page as soon as the HTML and CSS arrive (the largest paint comes early). Pages that depend on the
 * buyer (cart, checkout, profile…) are left to the browser: the server does not know who is asking.
 */

/** GETs a URL of this server's GraphQL endpoint and gives the answer's `data` (throwing on errors). */
export type GraphQuery = (url: string) => Promise<unknown>;

/** One of the SPA's own queries, sent as the SPA sends it: a GET naming its persisted document. */
async function ask<T, V extends object>(query: GraphQuery, document: Document<T, V>, variables: V): Promise<T> {
  return (await query(`/graphql?${persistedQuery(document, variables)}`)) as T;
}

type Loader = (query: GraphQuery, params: string[], search: string) => Promise<InitialData | null>;

const landing: Loader = async (query) => {
  const { newArrivals, deals } = await ask(query, LandingDocument, {});
  return { landing: { totalProducts: newArrivals.totalProducts, newArrivals: newArrivals.data, deals: deals.data } };
};

/** The list the address names, as the browser will read it; a hostile address names the plain list. */
const productList: Loader = async (query, _params, search) => {
  const list = productListFromSearch(search);
  const filter = productQueryToGraphFilter({ ...list, limit: PRODUCT_PAGE_SIZE });
  const [{ products }, { categories }] = await Promise.all([
    ask(query, ProductsDocument, { filter, page: list.page, limit: PRODUCT_PAGE_SIZE }),
    ask(query, CategoriesDocument, {}),
  ]);
  return { products, categories, productList: list };
};

/**
 * The address a drawn page is kept under: its path, and for the product list the list it names, written one way
 * (so untidy and hostile links share the drawing of their list).
 */
export function pageKey(path: string, search: string): string {
  if (path !== paths.products.path) return path;
  const list = productListSearch(productListFromSearch(search));
  return list ? `${path}?${list}` : path;
}

const productPage: Loader = async (query, [id]) => {
  if (!/^[1-9]\d{0,9}$/.test(id!)) return null;
  const { product } = await ask(query, ProductDetailDocument, { id: id! });
  return product ? { product } : null;
};

/** The drawn pages that need answers, with the queries the browser would send; the others need none. */
const LOADERS: [string, Loader][] = [
  [paths.home.path, landing],
  [paths.homeAlias.path, landing],
  [paths.products.path, productList],
  [paths.product.path, productPage],
];

/**
 * The kind of a page the server would draw whose content does not exist (an article nobody wrote): every such page
 * of a kind is the same not-found page, so the server draws it once and sends it to all of them. Null otherwise.
 */
export function unknownPageKind(path: string): string | null {
  if (!isAppRoute(path)) return 'route';
  const article = matchPath(paths.blog.path, path);
  if (article && !BLOGS.some((blog) => blog.slug === article[0])) return paths.blog.path;
  return null;
}

/** The title of a drawn page, as the page itself sets it in the browser (src/config/page-titles.ts). */
function titleAt(path: string, data: InitialData): string {
  if (!isAppRoute(path)) return documentTitle('Page not found');
  const fixed = fixedTitle(path);
  if (fixed !== undefined) return documentTitle(fixed);
  if (matchPath(paths.product.path, path)) return documentTitle(data.product?.name ?? 'Fabric');
  const article = matchPath(paths.blog.path, path);
  if (article) return documentTitle(BLOGS.find((blog) => blog.slug === article[0])?.title ?? 'Page not found');
  const document = [
    [paths.aboutUs.path, ABOUT],
    [paths.privacyPolicy.path, PRIVACY],
    [paths.terms.path, TERMS],
  ] as const;
  return documentTitle(document.find(([pattern]) => matchPath(pattern, path))?.[1].title ?? null);
}

/** React's marks of a Suspense boundary whose content was not ready (it would be finished by an inline script). */
const UNFINISHED = /<!--\$[?!]-->/;

/**
 * The page at `path` as HTML for the app's root element, and the script element carrying the answers it was drawn
 * from; null for a page the server leaves to the browser (or a product that does not exist).
 */
export async function renderPage(
  path: string,
  query: GraphQuery,
  search = '',
): Promise<{ html: string; script: string; title: string } | null> {
  // The page's lazily loaded code first (as the browser does before hydrating), so it draws whole in one pass:
  // an unfinished boundary would need inline scripts, which the Content-Security-Policy forbids.
  if (!(await preloadScreenAt(path))) return null;
  let data: InitialData | null = {};
  for (const [pattern, load] of LOADERS) {
    const params = matchPath(pattern, path);
    if (params) data = await load(query, params, search);
  }
  if (!data) return null;
  const html = renderToString(<App initial={data} ssrPath={path} />);
  if (UNFINISHED.test(html)) return null;
  return {
    html,
    script: `<script type="application/json" id="${INITIAL_DATA_ID}">${scriptJson(data)}</script>`,
    title: titleAt(path, data),
  };
}
