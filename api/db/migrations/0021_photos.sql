-- Uploaded photos (reviews, profile pictures, the console's fabric photos) kept in the database when the app runs on
-- PostgreSQL: every process and every machine serves them, whatever its DATA_DIR. The embedded default keeps
-- them as files in DATA_DIR/uploads and leaves this table empty.
CREATE TABLE photos (
  name text PRIMARY KEY CHECK (name ~ '^[a-f0-9]{32}\.(jpg|png|webp)$'),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
