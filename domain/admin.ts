// The operators' console: its sections, limits and the sentences both sides show.

/** The console's sections, in the order of its navigation; each is a route /admin/<path>. */
export const ADMIN_SECTIONS = [
  { path: 'orders', label: 'Orders' },
  { path: 'fabrics', label: 'Fabrics' },
  { path: 'stock', label: 'Stock' },
  { path: 'coupons', label: 'Coupons' },
  { path: 'tax-rates', label: 'GST rates' },
  { path: 'gst-returns', label: 'GST returns' },
  { path: 'support', label: 'Support' },
  { path: 'quotes', label: 'Quotes' },
  { path: 'claims', label: 'Claims' },
  { path: 'reviews', label: 'Reviews' },
  { path: 'buyers', label: 'Buyers' },
  { path: 'companies', label: 'Companies' },
  { path: 'receivables', label: 'Receivables' },
  { path: 'activity', label: 'Activity' },
  { path: 'jobs', label: 'Failed jobs' },
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number]['path'];

export const ADMIN_PAGE_SIZE = 20;
/**
 * A console list counts its matches up to this many, so that a page's work stays bounded whatever the table's size
 * (10,000 is 500 pages); past it the list says "10,000+" and the operator narrows it by search or filter.
 */
export const ADMIN_COUNT_LIMIT = 10_000;
/** A text search (fabric names, buyers) counts up to this many: each match it counts is a row read to check it. */
export const ADMIN_SEARCH_COUNT_LIMIT = 1_000;
/** Photos one colour of a fabric may carry. */
export const MAX_COLOUR_PHOTOS = 8;
/** Colours one fabric may have. */
export const MAX_COLOURS = 12;
/** Price breaks one colour may have. */
export const MAX_PRICE_BREAKS = 6;
/** Rows a stock CSV may hold (after its header). */
export const MAX_STOCK_CSV_ROWS = 5000;
/** The stock CSV's header row. */
export const STOCK_CSV_HEADER = 'productId,color,stock';

export const BLOCKED_MESSAGE = 'This account is blocked. Please contact support.';

/** Patterns the catalogue shows (each has a generated picture); others are drawn plain. */
export const FABRIC_PATTERNS = [
  'Solid',
  'Stripes',
  'Checks',
  'Floral Print',
  'Block Print',
  'Polka Dots',
  'Paisley Print',
  'Geometric Print',
  'Ikat',
  'Herringbone',
  'Twill',
  'Dobby',
  'Jacquard',
  'Slub',
  'Denim Twill',
  'Chambray',
  'Jersey Knit',
  'Corduroy',
] as const;

export const ACTIVITY_MESSAGES = {
  daysReversed: 'The first day comes after the last: choose From on or before To.',
} as const;
