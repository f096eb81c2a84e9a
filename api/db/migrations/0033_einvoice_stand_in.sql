-- The e-invoice registration stand-in's signing key (GST e-invoicing signs each QR code), made once and shared by every process, so a QR code
-- signed yesterday still verifies against GET /api/einvoice/public-key today.
CREATE TABLE einvoice_stand_in_key (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  private_key text NOT NULL,
  public_key text NOT NULL
);
