-- A tax invoice is a document, drawn once: what it states is kept as issued (`invoice`, the figures,
-- supplier and buyer of the day it was issued), and its PDF is drawn from that once and kept. On PostgreSQL the bytes
-- live here, so every process serves the same copy; the embedded default keeps them as files in DATA_DIR/invoices and
-- leaves the byte columns empty. An order cancelled after its invoice was issued gets a second copy that carries the
-- cancellation; the issued one is never drawn again.
CREATE TABLE invoice_documents (
  order_id integer PRIMARY KEY REFERENCES orders (id),
  invoice_number text NOT NULL,
  invoice jsonb NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  pdf bytea,
  cancelled_pdf bytea
);
