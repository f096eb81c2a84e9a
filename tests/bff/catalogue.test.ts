import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { ClientError, GraphQLClient } from 'graphql-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.js';
import { CategoriesDocument } from '../../src/graphql/documents/Categories.js';
import { ProductsDocument } from '../../src/graphql/documents/Products.js';
import { persistedDocumentIds } from '../../src/graphql/persisted-documents.js';
import { testDatabases } from '../support/databases.js';
import { startServer, type RunningServer } from '../support/running-server.js';

const [pglite] = testDatabases();

describe('BFF /graphql over the real REST backend', () => {
  let database: Database;
  let server: RunningServer;
  let client: GraphQLClient;

  beforeAll(async () => {
    database = await pglite!.open();
    server = await startServer(database);
    client = new GraphQLClient(`${server.url}/graphql`);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  const rest = async <T>(path: string) => (await fetch(`${server.url}/api${path}`)).json() as Promise<T>;

  it('returns the same products as REST for every kind of filter', async () => {
    const { products } = await client.request(ProductsDocument, {
      filter: {
        categories: ['Cotton', 'Linen'],
        subCategories: ['Poplin'],
        rating: 2,
        weight: 300,
        price: '50-500',
        endUse: ['Shirting', 'Ethnic / Dresses'],
      },
      page: 1,
      limit: 12,
    });
    const expected = await rest<{ data: { _id: string }[]; totalProducts: number; totalPage: number }>(
      '/getAllProducts?category=Cotton,Linen&subCategory=Poplin&rating=2&weight=300&priceRange=50-500&endUse=Shirting,Ethnic%20%2F%20Dresses&limit=12',
    );
    expect(products.totalProducts).toBe(expected.totalProducts);
    expect(products.totalPage).toBe(expected.totalPage);
    expect(products.data.map((product) => product.id)).toEqual(expected.data.map((product) => product._id));
    expect(products.totalProducts).toBeGreaterThan(0);
  });

  it('maps search, deals, count and construction, and prices each colour at its shown price', async () => {
    const { products } = await client.request(ProductsDocument, { filter: { search: 'cotton', todaysDeals: true }, page: 1, limit: 50 });
    const expected = await rest<{ totalProducts: number }>('/getAllProducts?search=cotton&bestDeals=true&limit=1');
    expect(products.totalProducts).toBe(expected.totalProducts);
    for (const product of products.data) {
      // Listed at its cheapest colour in stock, which is the one on a deal.
      const listed = product.varieties.filter((variety) => variety.stock > 0).sort((a, b) => a.price - b.price)[0] ?? product.varieties[0]!;
      expect(listed.discountedPrice).not.toBeNull();
      for (const variety of product.varieties) expect(variety.price).toBe(variety.discountedPrice ?? variety.pricePerMetre);
    }
    const exact = await client.request(ProductsDocument, { filter: { count: '40x40', construction: '60x60' }, page: 1, limit: 12 });
    const exactRest = await rest<{ totalProducts: number }>('/getAllProducts?count=40x40&construction=60x60&limit=1');
    expect(exact.products.totalProducts).toBe(exactRest.totalProducts);
  });

  it('lists categories with their subcategories', async () => {
    const { categories } = await client.request(CategoriesDocument);
    const names = await rest<{ data: string[] }>('/categories/array');
    expect(categories.map((category) => category.name)).toEqual(names.data);
    expect(categories.find((category) => category.name === 'Cotton')!.subCategories).toContain('Mulmul');
  });

  it('answers one product with its reviews, and null for an unknown or malformed id', async () => {
    const result = await client.request<{
      product: { id: string; reviews: { rating: number; userName: string }[]; reviewCount: number } | null;
    }>('{ product(id: "1") { id reviewCount reviews { rating userName } } }');
    expect(result.product!.id).toBe('1');
    expect(result.product!.reviews).toHaveLength(result.product!.reviewCount);
    for (const id of ['999999', 'abc']) {
      const missing = await client.request<{ product: unknown }>(`{ product(id: "${id}") { id } }`);
      expect(missing.product).toBeNull();
    }
  });

  it('turns a rejected filter into a GraphQL error naming it', async () => {
    const error = await client.request(ProductsDocument, { filter: { weight: 10 }, page: 1, limit: 12 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientError);
    const [first] = (error as ClientError).response.errors!;
    expect(first!.message).toContain('weight');
    expect(first!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('forwards the authorization header to the backend as-is', async () => {
    server.backendAuthorizations.length = 0;
    // Pages not asked for before, so that the BFF's answer cache does not answer them.
    await new GraphQLClient(`${server.url}/graphql`, { headers: { authorization: 'token-123' } }).request(ProductsDocument, {
      page: 7,
      limit: 3,
    });
    expect(server.backendAuthorizations).toEqual(['token-123']);
    await client.request(ProductsDocument, { page: 8, limit: 3 });
    expect(server.backendAuthorizations).toEqual(['token-123', undefined]);
  });

  it('calls the backend named by BACKEND_URL instead of its own', async () => {
    const other = await pglite!.open();
    const front = await startServer(other, `${server.url}/api`);
    try {
      server.backendAuthorizations.length = 0;
      await new GraphQLClient(`${front.url}/graphql`).request(CategoriesDocument);
      expect(server.backendAuthorizations).toHaveLength(1);
      expect(front.backendAuthorizations).toHaveLength(0);
    } finally {
      await front.close();
      await other.close();
    }
  });

  it('loads the reviews of a whole page of products in one backend call', async () => {
    server.backendCalls.length = 0;
    const result = await client.request<{
      products: { data: { id: string; reviewCount: number; reviews: { rating: number; userName: string }[] }[] };
    }>('{ products(page: 1, limit: 24) { data { id reviewCount reviews { rating userName } } } }');
    const listCalls = server.backendCalls.filter((call) => call.startsWith('/getAllProducts'));
    const reviewCalls = server.backendCalls.filter((call) => call.startsWith('/reviews'));
    expect(listCalls).toHaveLength(1);
    expect(reviewCalls).toHaveLength(1);
    expect(server.backendCalls).toHaveLength(2);
    expect(result.products.data).toHaveLength(24);
    for (const product of result.products.data) {
      expect(product.reviews).toHaveLength(Math.min(product.reviewCount, 20));
      const one = await rest<{ data: { rating: { _id: string }[] } }>(`/product/${product.id}`);
      expect(product.reviews.length).toBe(Math.min(one.data.rating.length, 20));
    }
    expect(result.products.data.some((product) => product.reviews.length > 0)).toBe(true);
  });

  it('answers with a clear error when the backend does not answer in time', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const other = await pglite!.open();
    const front = await startServer(other, `http://127.0.0.1:${(silent.address() as AddressInfo).port}/api`, undefined, 300);
    try {
      const started = Date.now();
      const error = await new GraphQLClient(`${front.url}/graphql`).request(CategoriesDocument).catch((caught: unknown) => caught);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(error).toBeInstanceOf(ClientError);
      const [first] = (error as ClientError).response.errors!;
      expect(first!.message).toBe('The store took too long to answer. Please try again.');
      expect(first!.extensions).toMatchObject({ code: 'BACKEND_TIMEOUT' });
    } finally {
      await front.close();
      await other.close();
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("answers the SPA's persisted documents by id, the same as by text, and refuses an unknown id", async () => {
    const text: string = ProductsDocument;
    const productsId = persistedDocumentIds.Products!;
    const categoriesId = persistedDocumentIds.Categories!;
    // The id is the first 16 hex digits of the text's SHA-256.
    expect(productsId, 'npm run codegen is up to date').toBe(createHash('sha256').update(text).digest('hex').slice(0, 16));
    const variables = JSON.stringify({ filter: { categories: ['Denim'] }, page: 1, limit: 4 });
    const byText = await (
      await fetch(`${server.url}/graphql?${new URLSearchParams({ query: text, operationName: 'Products', variables })}`)
    ).json();
    const byId = await (
      await fetch(`${server.url}/graphql?${new URLSearchParams({ documentId: productsId, operationName: 'Products', variables })}`)
    ).json();
    expect(byId).toEqual(byText);
    expect((byId as { data: { products: { data: unknown[] } } }).data.products.data).toHaveLength(4);
    const posted = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ documentId: categoriesId, variables: {} }),
    });
    expect(((await posted.json()) as { data: { categories: unknown[] } }).data.categories.length).toBeGreaterThan(10);
    const unknown = await fetch(`${server.url}/graphql?documentId=${'0'.repeat(16)}`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_DOCUMENT_NOT_FOUND' } }] });
  });
});
