-- Search finds what a buyer means. The search document also holds yarn counts as the trade says them
-- ('40x20' reads '40s 20s') and the end use; and every word any document holds is kept in search_words, so that a
-- word no document holds ('cotten') can be read as the nearest words that some do ('cotton'), by trigram similarity.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

DROP INDEX products_search_idx;
ALTER TABLE products DROP COLUMN search_document;
ALTER TABLE products ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
  to_tsvector('simple', name || ' ' || fabric_type || ' ' || pattern || ' ' || description || ' '
    || regexp_replace(yarn_count, '(\d+)', ' \1s ', 'g') || ' ' || coalesce(end_use, ''))
) STORED;
CREATE INDEX products_search_idx ON products USING gin (search_document);

-- Words with a letter in them (numbers alone are matched exactly, never corrected). Words are only ever added: one
-- that no product holds any more corrects to nothing that matches.
CREATE TABLE search_words (word text PRIMARY KEY);
CREATE INDEX search_words_trigram_idx ON search_words USING gist (word gist_trgm_ops);

CREATE FUNCTION remember_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT word FROM changed, unnest(tsvector_to_array(changed.search_document)) AS word
    WHERE word ~ '[[:alpha:]]'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER products_search_words_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words();
CREATE TRIGGER products_search_words_updated AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words();

INSERT INTO search_words (word)
  SELECT DISTINCT word FROM products, unnest(tsvector_to_array(products.search_document)) AS word
  WHERE word ~ '[[:alpha:]]'
  ON CONFLICT DO NOTHING;
