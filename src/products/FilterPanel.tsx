import { useState } from 'react';
import { paths } from '../config/paths.js';
import { CONSTRUCTIONS, END_USES, PRICE_RANGES, WEIGHT_MAX_GSM, WEIGHT_MIN_GSM, YARN_COUNTS } from '../../domain/catalogue.js';
import { priceRangeLabel } from './active-filters.js';
import { CategoriesContext, ProductListContext } from './catalogue-context.js';
import { WeightSlider } from './WeightSlider.js';

/**
 * Every filter of SPEC §2.5; each change refetches from page 1. Without the scripts (or before they run) the panel is
 * a plain form: Apply filters opens the list it names, drawn by the server; the button goes once the app
 * is alive.
 */
export function FilterPanel({ idPrefix }: { idPrefix: string }) {
  const actor = ProductListContext.useActorRef();
  const filters = ProductListContext.useSelector((snapshot) => snapshot.context.filters);
  const categories = CategoriesContext.useSelector((snapshot) => snapshot.context.categories);
  const categoriesFailed = CategoriesContext.useSelector((snapshot) => snapshot.matches('failure'));
  const categoriesActor = CategoriesContext.useActorRef();
  const search = ProductListContext.useSelector((snapshot) => snapshot.context.search);
  const sort = ProductListContext.useSelector((snapshot) => snapshot.context.sort);
  const [open, setOpen] = useState<string[]>([]);
  const id = (name: string) => `${idPrefix}-${name.replace(/[^a-z0-9]+/gi, '-')}`;

  return (
    <form className="filters" action={paths.products.href()} method="get" onSubmit={(event) => event.preventDefault()}>
      {search !== '' && <input type="hidden" name="search" value={search} />}
      <input type="hidden" name="sort" value={sort} />
      <div className="filters-head">
        <h2>Filters</h2>
        <button type="button" className="link-button" onClick={() => actor.send({ type: 'filters.reset' })}>
          Reset
        </button>
      </div>

      <fieldset>
        <legend>Price per metre</legend>
        {PRICE_RANGES.map(({ min, max }) => {
          const value = `${min}-${max ?? ''}`;
          return (
            <label key={value} className="check">
              <input
                type="radio"
                name="priceRange"
                value={value}
                checked={filters.price === value}
                onChange={() => actor.send({ type: 'filter.price', value })}
              />
              {priceRangeLabel(min, max)}
            </label>
          );
        })}
        {filters.price !== '' && (
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'filter.price', value: '' })}>
            Any price
          </button>
        )}
      </fieldset>

      <fieldset>
        <legend>Customer rating</legend>
        {[4, 3, 2, 1].map((stars) => (
          <label key={stars} className="check">
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={filters.rating === stars}
              onChange={() => actor.send({ type: 'filter.rating', value: stars })}
            />
            <span className="stars" aria-hidden="true">
              {'★'.repeat(stars)}
              <span className="star">{'★'.repeat(5 - stars)}</span>
            </span>
            {stars} {stars === 1 ? 'star' : 'stars'} &amp; up
          </label>
        ))}
        {filters.rating > 0 && (
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'filter.rating', value: 0 })}>
            Any rating
          </button>
        )}
      </fieldset>

      <fieldset>
        <legend>Offers</legend>
        <label className="check">
          <input
            type="checkbox"
            name="bestDeals"
            value="true"
            checked={filters.todaysDeals}
            onChange={(event) => actor.send({ type: 'filter.todaysDeals', value: event.target.checked })}
          />
          Today&apos;s deals
        </label>
      </fieldset>

      <fieldset>
        <legend>Categories</legend>
        {categoriesFailed && (
          <button type="button" className="link-button" onClick={() => categoriesActor.send({ type: 'categories.retry' })}>
            Could not load categories. Retry
          </button>
        )}
        <ul className="category-tree">
          {categories.map((category) => {
            const expanded = open.includes(category.name);
            return (
              <li key={category.id}>
                <div className="category-row">
                  <label className="check">
                    <input
                      type="checkbox"
                      name="category"
                      value={category.name}
                      checked={filters.categories.includes(category.name)}
                      onChange={() =>
                        actor.send({ type: 'filter.category.toggle', category: category.name, subCategories: category.subCategories })
                      }
                    />
                    {category.name}
                  </label>
                  <button
                    type="button"
                    className="icon-button category-arrow"
                    aria-expanded={expanded}
                    aria-controls={id(`sub-${category.name}`)}
                    aria-label={`${expanded ? 'Hide' : 'Show'} ${category.name} types`}
                    onClick={() => setOpen(expanded ? open.filter((name) => name !== category.name) : [...open, category.name])}
                  >
                    {expanded ? '▾' : '▸'}
                  </button>
                </div>
                {expanded && (
                  <ul id={id(`sub-${category.name}`)} className="subcategory-list">
                    {category.subCategories.map((sub) => (
                      <li key={sub}>
                        <label className="check">
                          <input
                            type="checkbox"
                            name="subCategory"
                            value={sub}
                            checked={filters.subCategory.includes(sub)}
                            onChange={() => actor.send({ type: 'filter.subCategory.toggle', subCategory: sub })}
                          />
                          {sub}
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset>
        <legend>Weight</legend>
        <WeightSlider
          id={id('weight')}
          name="weight"
          value={filters.weight}
          min={WEIGHT_MIN_GSM}
          max={WEIGHT_MAX_GSM}
          onCommit={(value) => actor.send({ type: 'filter.weight', value })}
        />
      </fieldset>

      <fieldset>
        <legend>Construction details</legend>
        <label htmlFor={id('count')} className="field-label">
          Count
        </label>
        <select
          id={id('count')}
          name="count"
          value={filters.count}
          onChange={(event) => actor.send({ type: 'filter.count', value: event.target.value })}
        >
          <option value="">Any count</option>
          {YARN_COUNTS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
        <label htmlFor={id('construction')} className="field-label">
          Construction
        </label>
        <select
          id={id('construction')}
          name="construction"
          value={filters.construction}
          onChange={(event) => actor.send({ type: 'filter.construction', value: event.target.value })}
        >
          <option value="">Any construction</option>
          {CONSTRUCTIONS.map((construction) => (
            <option key={construction} value={construction}>
              {construction}
            </option>
          ))}
        </select>
      </fieldset>

      <fieldset>
        <legend>End use</legend>
        {END_USES.map((endUse) => (
          <label key={endUse} className="check">
            <input
              type="checkbox"
              name="endUse"
              value={endUse}
              checked={filters.endUse.includes(endUse)}
              onChange={() => actor.send({ type: 'filter.endUse.toggle', value: endUse })}
            />
            {endUse}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button filters-apply">
        Apply filters
      </button>
    </form>
  );
}
