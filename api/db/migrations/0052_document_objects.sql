-- Stored documents in object storage (S3_ENDPOINT and S3_BUCKET): a drawn invoice or credit note is put under
-- documents/<sha256>.pdf and its key kept here, instead of its bytes. The first key kept wins, as the first bytes do.
ALTER TABLE invoice_documents ADD COLUMN pdf_object text, ADD COLUMN cancelled_pdf_object text;
ALTER TABLE credit_notes ADD COLUMN pdf_object text;
