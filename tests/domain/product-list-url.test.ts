import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAIN_LIST, productListFromSearch, productListSearch, type ProductListQuery } from '../../domain/product-list-url.js';

const COTTON_PAGE_2: ProductListQuery = {
  ...PLAIN_LIST,
  filters: { ...PLAIN_LIST.filters, categories: ['Cotton', 'Linen'], price: '200-500', endUse: ['Ethnic / Dresses'], weight: 180 },
  search: 'poplin shirt',
  sort: 'price-asc',
  page: 2,
};

describe('product list links', () => {
  it('writes only what differs from the plain list, in one order, with the REST API’s names', () => {
    expect(productListSearch(PLAIN_LIST)).toBe('');
    expect(
      productListSearch({ ...PLAIN_LIST, filters: { ...PLAIN_LIST.filters, categories: ['Cotton'], price: '200-500' }, page: 2 }),
    ).toBe('category=Cotton&priceRange=200-500&page=2');
    expect(productListSearch(COTTON_PAGE_2)).toBe(
      'category=Cotton%2CLinen&priceRange=200-500&weight=180&endUse=Ethnic+%2F+Dresses&search=poplin+shirt&sort=price-asc&page=2',
    );
  });

  it('reads back every list it writes, and the issue’s example', () => {
    expect(productListFromSearch(productListSearch(COTTON_PAGE_2))).toEqual(COTTON_PAGE_2);
    expect(productListFromSearch('?category=Cotton&priceRange=200-500&page=2')).toMatchObject({
      filters: { categories: ['Cotton'], price: '200-500' },
      page: 2,
    });
    expect(productListFromSearch('bestDeals=true&rating=4&count=40x40&construction=60x60')).toMatchObject({
      filters: { todaysDeals: true, rating: 4, count: '40x40', construction: '60x60' },
    });
    // Names it does not know are ignored.
    expect(productListFromSearch('category=Cotton&utm_source=mail').filters.categories).toEqual(['Cotton']);
  });

  it('reads what the filter panel sends as a plain form: each ticked box on its own, untouched fields empty', () => {
    const sent =
      'sort=price-asc&priceRange=200-500&category=Cotton&category=Linen&weight=180&count=&construction=&endUse=Ethnic+%2F+Dresses&search=poplin+shirt&page=2';
    expect(productListFromSearch(sent)).toEqual(COTTON_PAGE_2);
    // Repeated or too many ticks are not a list a buyer made.
    expect(productListFromSearch('category=Cotton&category=Cotton')).toEqual(PLAIN_LIST);
    expect(productListFromSearch(Array.from({ length: 21 }, (_, i) => `category=Mill${i}`).join('&'))).toEqual(PLAIN_LIST);
  });

  it('reads a hostile or impossible link as the plain list, whole', () => {
    for (const search of [
      'page=0',
      'page=2.5',
      'page=99999999',
      'priceRange=1-2',
      'rating=9',
      'bestDeals=yes',
      'weight=10',
      'count=1x1',
      'construction=%00',
      'endUse=Pyjamas',
      'sort=random',
      `search=${'a'.repeat(101)}`,
      'search=a%0Ab',
      'category=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      'category=Cotton,Cotton',
      `category=${Array.from({ length: 21 }, (_, index) => `C${index}`).join(',')}`,
      `category=${'C'.repeat(61)}`,
      'category=Cotton&page=0',
      `category=${'x'.repeat(5000)}`,
      '%E0%A4%A',
    ])
      expect(productListFromSearch(search), search).toEqual(PLAIN_LIST);
  });

  it('reads any query string without throwing, as a list whose link reads back the same', () => {
    const names = fc.constantFrom(
      'category',
      'subCategory',
      'priceRange',
      'rating',
      'bestDeals',
      'weight',
      'count',
      'construction',
      'endUse',
      'search',
      'sort',
      'page',
      'x',
    );
    const value = fc.oneof(fc.string(), fc.constantFrom('Cotton', '200-500', '4', 'true', '180', '40x40', 'Shirting', 'rating', '2'));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(fc.tuple(names, value)).map((pairs) => new URLSearchParams(pairs).toString()),
        ),
        (search) => {
          const list = productListFromSearch(search);
          expect(productListFromSearch(productListSearch(list))).toEqual(list);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
