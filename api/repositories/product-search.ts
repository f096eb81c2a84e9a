import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types.js';

/** A word of a search as the catalogue knows it. */
export interface SearchWord {
  word: string;
  /** Some product holds a word starting with it. */
  known: boolean;
  /** The words products hold that are nearest to it, nearest first (only for an unknown word of 4 letters or more). */
  nearest: string[];
}

/** Words shorter than this are never corrected: 'ab' is near too many words to mean any of them. */
const CORRECTED_FROM = 4;
/** How far (pg_trgm distance, 1 - similarity) a word may be from what was typed: 'cotten' is 0.6 from 'cotton'. */
const MAX_DISTANCE = 0.7;

/** Words that every product is, so they narrow nothing ('cotton fabric' means cotton, named 'Cambric Cotton' or not). */
const EVERY_PRODUCT = new Set(['fabric', 'fabrics', 'cloth', 'cloths', 'material', 'materials', 'textile', 'textiles']);

/** The words of a search, lowercased, at most 12, without the words every product is (unless that is all there is). */
export function searchWords(search: string): string[] {
  const words = (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
  const telling = words.filter((word) => !EVERY_PRODUCT.has(word));
  return telling.length > 0 ? telling : words;
}

/**
 * The tsquery a search means: each known word as a prefix ('cott pop' finds Cotton Poplin), an unknown one as any of
 * its nearest words ('cotten' finds cotton); an unknown word with none near it is left out ('denim fabrik' finds
 * denim). Null when no word is left, so nothing matches.
 */
export function meantQuery(words: readonly SearchWord[]): string | null {
  const terms = words.flatMap(({ word, known, nearest }) => {
    if (known) return [`${word}:*`];
    return nearest.length > 0 ? [`(${nearest.join(' | ')})`] : [];
  });
  return terms.length > 0 ? terms.join(' & ') : null;
}

/** Reads what the catalogue knows of each word, in one round trip (search_words, migration 0012). */
export async function readSearchWords(db: Kysely<DB>, words: readonly string[]): Promise<SearchWord[]> {
  if (words.length === 0) return [];
  const { rows } = await sql<SearchWord>`
    SELECT typed.word,
      EXISTS (SELECT 1 FROM search_words w WHERE w.word LIKE typed.word || '%') AS known,
      ARRAY(
        SELECT near.word FROM (
          SELECT w.word, w.word <-> typed.word AS distance FROM search_words w ORDER BY distance LIMIT 3
        ) near
        WHERE near.distance <= ${MAX_DISTANCE} AND length(typed.word) >= ${CORRECTED_FROM}
        ORDER BY near.distance, near.word
      ) AS nearest
    FROM unnest(${words}::text[]) WITH ORDINALITY AS typed (word, position)
    ORDER BY typed.position`.execute(db);
  return rows;
}
