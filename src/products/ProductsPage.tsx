import { useEffect, useState } from 'react';
import type { ProductsNavigationState } from '../config/paths.js';
import { Loader } from '../components/Loader.js';
import { activeFilters, filtersSentence } from './active-filters.js';
import { CategoriesContext, ProductListContext } from './catalogue-context.js';
import { FilterChips } from './FilterChips.js';
import { CategoryStrip } from './CategoryStrip.js';
import { FilterDialog } from './FilterDialog.js';
import { FilterPanel } from './FilterPanel.js';
import { Pager } from '../components/Pager.js';
import { ProductCard } from './ProductCard.js';
import { SearchBox } from './SearchBox.js';
import { SortSelect } from './SortSelect.js';
import { useListAddress } from './use-list-address.js';

/** Cards in the first row at the widest layout. */
const FIRST_ROW = 4;

function readNavigationState(): ProductsNavigationState | null {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'category' in state && typeof state.category === 'string') {
    return { category: state.category };
  }
  return null;
}

export function ProductsPage() {
  const actor = ProductListContext.useActorRef();
  const { products, page, totalPage, totalProducts, search, filters } = ProductListContext.useSelector((snapshot) => snapshot.context);
  const categories = CategoriesContext.useSelector((snapshot) => snapshot.context.categories);
  const active = activeFilters(filters, search, categories);
  const filterCount = active.filter((filter) => filter.key !== 'search').length;
  const loading = ProductListContext.useSelector((snapshot) => snapshot.matches('loading'));
  const failed = ProductListContext.useSelector((snapshot) => snapshot.matches('failure'));
  const [filtersOpen, setFiltersOpen] = useState(false);

  useEffect(() => {
    const navigation = readNavigationState();
    if (navigation) {
      actor.send({ type: 'navigation.apply', target: navigation.category });
      window.history.replaceState(null, '');
    }
  }, [actor]);
  // After the navigation state (SPEC §4): the address then says the list it made.
  useListAddress();

  const goToPage = (target: number) => {
    actor.send({ type: 'page.go', page: target });
    document.getElementById('results')?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="products-page">
      <CategoryStrip />
      <div className="products-layout">
        <aside className="products-sidebar" aria-label="Filters">
          <SearchBox id="search-wide" />
          <FilterPanel idPrefix="side" />
        </aside>
        <section id="results" className="products-results" aria-busy={loading}>
          <div className="products-toolbar">
            <SearchBox id="search-narrow" />
            <button type="button" className="button button-outline" onClick={() => setFiltersOpen(true)}>
              {filterCount > 0 ? `Filter (${filterCount} on)` : 'Filter'}
            </button>
          </div>
          <div className="results-head">
            <h1>Explore fabrics</h1>
            {!loading && !failed && (
              <p className="results-count" aria-live="polite">
                {totalProducts.toLocaleString('en-IN')} {totalProducts === 1 ? 'product' : 'products'}
                {search && <> for “{search}”</>}
              </p>
            )}
            <SortSelect />
          </div>
          <FilterChips />
          {failed && (
            <div className="empty-state" role="alert">
              <h2>Could not load products</h2>
              <p>Check your connection and try again.</p>
              <button type="button" className="button" onClick={() => actor.send({ type: 'list.retry' })}>
                Try again
              </button>
            </div>
          )}
          {!failed && loading && products.length === 0 && <Loader label="Loading products" />}
          {!failed && !loading && products.length === 0 && (
            <div className="empty-state">
              <h2>No Products Found</h2>
              <p>
                {active.length > 0
                  ? `Nothing matches ${filtersSentence(active)}. Remove one of them, or clear them all.`
                  : 'Try another search.'}
              </p>
              <button type="button" className="button button-outline" onClick={() => actor.send({ type: 'filters.reset' })}>
                Clear all filters
              </button>
            </div>
          )}
          {!failed && products.length > 0 && (
            <div className={loading ? 'product-grid is-loading' : 'product-grid'}>
              <h2 className="visually-hidden">Fabrics on this page</h2>
              {loading && <Loader label="Updating products" />}
              {products.map((product, index) => (
                <ProductCard key={product.id} product={product} first={index < FIRST_ROW} />
              ))}
            </div>
          )}
          {!failed && <Pager page={page} totalPages={totalPage} label="Pages" onGo={goToPage} />}
        </section>
      </div>
      <FilterDialog open={filtersOpen} onClose={() => setFiltersOpen(false)} resultCount={totalProducts} />
    </div>
  );
}
