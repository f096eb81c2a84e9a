-- A business buys as a team: a company (its business profile, terms and credit limit), its members with a role
-- each (a person belongs to one company), and invitations that work once, for 7 days (only the token's hash kept).
CREATE TABLE companies (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  gstin text CHECK (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][0-9A-Z]Z[0-9A-Z]$'),
  address text NOT NULL CHECK (length(address) BETWEEN 1 AND 300),
  city text NOT NULL CHECK (length(city) BETWEEN 1 AND 100),
  state_code text NOT NULL CHECK (state_code ~ '^[0-9]{2}$'),
  pin_code text NOT NULL CHECK (pin_code ~ '^[1-9][0-9]{5}$'),
  terms text NOT NULL DEFAULT 'advance' CHECK (terms IN ('advance', 'cod', 'net15', 'net30', 'net45', 'net60', 'net90')),
  credit_limit_paise bigint NOT NULL DEFAULT 0 CHECK (credit_limit_paise BETWEEN 0 AND 100000000000),
  on_hold boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (gstin IS NULL OR left(gstin, 2) = state_code)
);
-- The console finds a company by any part of its name, GSTIN or city.
CREATE INDEX companies_search_trigram_idx ON companies USING gin ((lower(name) || ' ' || coalesce(lower(gstin), '') || ' ' || lower(city)) gin_trgm_ops);

CREATE TABLE company_members (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'buyer', 'approver', 'accounts', 'viewer')),
  order_limit_paise bigint CHECK (order_limit_paise BETWEEN 0 AND 100000000000),
  monthly_limit_paise bigint CHECK (monthly_limit_paise BETWEEN 0 AND 100000000000),
  joined_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_members_company ON company_members (company_id, joined_at);

CREATE TABLE company_invitations (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  role text NOT NULL CHECK (role IN ('owner', 'buyer', 'approver', 'accounts', 'viewer')),
  token_hash text NOT NULL UNIQUE,
  invited_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by integer REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((accepted_at IS NULL) = (accepted_by IS NULL) OR accepted_by IS NULL)
);
CREATE INDEX company_invitations_company ON company_invitations (company_id, created_at DESC);
CREATE INDEX admin_activity_object_idx ON admin_activity (object_type, object_id, id DESC);

-- Invitations mail any address the Owner types: counted per Owner per hour like other mail a buyer can trigger.
ALTER TABLE auth_events DROP CONSTRAINT auth_events_kind_check;
ALTER TABLE auth_events ADD CONSTRAINT auth_events_kind_check
  CHECK (kind IN ('signin_failure', 'code_request', 'support_request', 'code_guess', 'review', 'quote_message', 'claim', 'company_invite'));
