/**
 * What changed in the catalogue, as every cache of its answers follows it (REST answers, the BFF's answers, pages
 * drawn on the server). A change is either anywhere (`tags` null: a product, a colour, a category) or only where
 * some tags show: 'product:<id>' (its summary: lists and its page), 'reviews:<id>' (its reviews), 'ratings' (which
 * products a rating filter matches). An answer is kept with the tags of what it shows, and dropped by a change to
 * any of them.
 */
export interface CatalogueChange {
  seq: number;
  /** Null: the change may show in any answer. */
  tags: readonly string[] | null;
}

export interface CatalogueChangeFeed {
  /** The number of the newest change this process knows of. */
  seq(): number;
  /** Whether an answer showing `tags`, made when seq() was `since`, shows something that changed since. */
  changedSince(since: number, tags: readonly string[]): boolean;
  /** Called for every change, in order. */
  onChange(listener: (change: CatalogueChange) => void): void;
}

export const productTag = (id: number | string) => `product:${id}`;
export const reviewsTag = (id: number | string) => `reviews:${id}`;
export const RATINGS_TAG = 'ratings';

/** The request header that asks for, and the response header that carries, the tags of a catalogue answer. */
export const CATALOGUE_TAGS_HEADER = 'x-catalogue-tags';
export const tagsToHeader = (tags: Iterable<string>) => [...tags].join(' ');
export const tagsFromHeader = (header: string) => header.split(' ').filter(Boolean);
