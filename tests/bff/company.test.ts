import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CompanyLedgerDocument } from '../../src/graphql/documents/CompanyLedger.js';
import { signedInApi } from '../support/bff-buyer.js';
import { testDatabases } from '../support/databases.js';
import { withServer } from '../support/running-server.js';

const [pglite] = testDatabases();

describe('BFF company ledger over the real backend', () => {
  const running = withServer(pglite!);

  /** The newest buyer made a member of `companyId` as `role` (the API's rules decide what that role sees). */
  async function member(companyId: number, role: 'owner' | 'accounts' | 'buyer' | 'viewer') {
    const api = await signedInApi(running.server, role);
    await sql`INSERT INTO company_members (company_id, user_id, role) VALUES (${companyId}, (SELECT max(id) FROM users), ${role})`.execute(
      running.database.db,
    );
    return api;
  }

  it('gives the Owner and Accounts the ledger, and a Buyer or Viewer null: the API refuses them, the BFF does not decide', async () => {
    const {
      rows: [company],
    } = await sql<{ id: number }>`
      INSERT INTO companies (name, address, city, state_code, pin_code) VALUES ('Ring Road Weaves', '9 Ring Road', 'Surat', '24', '395002')
      RETURNING id`.execute(running.database.db);
    for (const role of ['owner', 'accounts'] as const) {
      const { viewer } = await (await member(company!.id, role)).request(CompanyLedgerDocument, {});
      expect(viewer?.company?.role).toBe(role);
      expect(viewer?.company?.ledger).toMatchObject({ invoices: [], outstanding: 0, onHold: false });
    }
    for (const role of ['buyer', 'viewer'] as const) {
      const { viewer } = await (await member(company!.id, role)).request(CompanyLedgerDocument, {});
      expect(viewer?.company?.role).toBe(role);
      expect(viewer?.company?.ledger).toBeNull();
    }
  });
});
