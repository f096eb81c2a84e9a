// Fixed lists and sizes of SPEC §9, shared by the backend, the machines and the views so they always agree.
export const YARN_COUNTS = [
  '10x10',
  '10x6',
  '12x8',
  '16x12',
  '2/20x16',
  '2/40x2/40',
  '20x16',
  '20x20',
  '30x30',
  '40x20',
  '40x40',
  '50x50',
  '60x60',
  '80x80',
  '50x40',
  '45x15',
] as const;

export const CONSTRUCTIONS = [
  '64x44',
  '66x48',
  '76x56',
  '108x56',
  '96x72',
  '120x64',
  '144x96',
  '120x60',
  '108x58',
  '60x60',
  '124x64',
  '76x68',
  '120x80',
  '132x72',
  '92x88',
  '144x92',
  '92x104',
  '90x90',
  '65x65',
] as const;

export const END_USES = ['Shirting', 'Bottomwear / Uniforms', 'Ethnic / Dresses'] as const;

/** Price ranges in rupees; max null means "and above". Query value is `${min}-${max ?? ''}`. */
export const PRICE_RANGES = [
  { min: 0, max: 50 },
  { min: 50, max: 100 },
  { min: 100, max: 200 },
  { min: 200, max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: null },
] as const;

export const WEIGHT_MIN_GSM = 50;
export const WEIGHT_MAX_GSM = 400;
export const PRODUCT_PAGE_SIZE = 12;
/** The list's orders: newest first (the default), price low to high, price high to low, best rated first. */
export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_SORT: ProductSort = 'newest';
export const MAX_PAGE_SIZE = 100;
