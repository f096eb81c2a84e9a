-- Overdue reminders: one for each invoice on account at its due day and each 7 days after (step 0, 1, 2, …). The key
-- makes each one sent once, however many processes look at the same moment.
CREATE TABLE payment_reminders (
  invoice_number text NOT NULL,
  step integer NOT NULL CHECK (step >= 0),
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (invoice_number, step)
);
