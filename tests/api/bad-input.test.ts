import { describe, expect, it } from 'vitest';
import { withApiApp } from '../support/api-app.js';
import { testDatabases } from '../support/databases.js';

const rejected: [query: string, parameter: string][] = [
  ['page=0', 'page'],
  ['page=abc', 'page'],
  ['page=1.5', 'page'],
  ['limit=0', 'limit'],
  ['limit=101', 'limit'],
  ['rating=6', 'rating'],
  ['rating=-1', 'rating'],
  ['priceRange=cheap', 'priceRange'],
  ['priceRange=200-100', 'priceRange'],
  ['priceRange=100-100', 'priceRange'],
  ['weight=49', 'weight'],
  ['weight=401', 'weight'],
  ['count=41x41', 'count'],
  ['construction=1x1', 'construction'],
  ['endUse=Curtains', 'endUse'],
  ['bestDeals=maybe', 'bestDeals'],
  ['search=%00', 'search'],
  [`search=${'a'.repeat(101)}`, 'search'],
  ['category=Cotton%0A', 'category'],
];

/** Odd but harmless values: never a 500, always a well-formed answer. */
const odd = [
  "search='; DROP TABLE products; --",
  'search=%25%25%25',
  'search=%5C',
  'search=%E0%A4%95%E0%A4%AA%E0%A4%A1%E0%A4%BE',
  'search=%20%20',
  'search=:*%26|!',
  'category=%27',
  'category=,,,',
  'subCategory=Nope',
  'page=1&page=2',
  'priceRange=',
  'count=',
  'page=1000000',
  'category=' + 'x,'.repeat(500),
];

describe.each(testDatabases())('bad input on $name', (testDatabase) => {
  const api = withApiApp(testDatabase);

  it.each(rejected)('?%s gets 400 naming %s', async (query, parameter) => {
    const response = await api.app.inject(`/api/getAllProducts?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(parameter);
  });

  it.each(['count', 'construction'])('a %s outside its list is refused in one sentence, not one per allowed value', async (parameter) => {
    const response = await api.app.inject(`/api/getAllProducts?${parameter}=Woven`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(`querystring/${parameter} must be equal to one of the allowed values`);
  });

  it.each(odd)('?%s is answered without a server error', async (query) => {
    const response = await api.app.inject(`/api/getAllProducts?${query}`);
    expect([200, 400]).toContain(response.statusCode);
    expect(response.json()).toBeTypeOf('object');
  });

  it('an unknown path under /api is a JSON 404', async () => {
    const response = await api.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toContain('/api/nothing-here');
  });
});
