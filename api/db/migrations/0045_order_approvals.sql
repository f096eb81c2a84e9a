-- An order above a Buyer's per-order or monthly limit is not placed: the cart it would have been placed from waits
-- here (stock is not held) until an Approver or the Owner approves it (then it is placed as it would have been) or
-- rejects it with a reason. The request keeps what Place Order needs again, never card or UPI details.
CREATE TABLE order_approvals (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'approved', 'rejected')),
  why text NOT NULL CHECK (length(why) <= 300),
  total_paise bigint NOT NULL CHECK (total_paise >= 0),
  request jsonb NOT NULL,
  cart jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  reject_reason text CHECK (length(reject_reason) <= 500),
  purchase_number text,
  CHECK ((status = 'waiting') = (decided_at IS NULL)),
  CHECK (status <> 'approved' OR purchase_number IS NOT NULL),
  CHECK (status <> 'rejected' OR reject_reason IS NOT NULL)
);
CREATE INDEX order_approvals_company_idx ON order_approvals (company_id, created_at DESC);
-- A Buyer's month of orders for the company, for the monthly limit.
CREATE INDEX orders_member_month_idx ON orders (company_id, user_id, created_at) WHERE company_id IS NOT NULL;
