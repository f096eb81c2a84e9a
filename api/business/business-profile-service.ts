import { BUSINESS_MESSAGES, businessProfileProblem } from '../../domain/business.js';
import { gstStateNamed, gstStateOfCode, normalGstin } from '../../domain/gstin.js';
import type { BusinessProfileBody, RestBusinessProfile } from '../../domain/rest/business.js';
import { COMPANY_MESSAGES, may } from '../../domain/company.js';
import { badRequest, forbidden } from '../errors.js';
import type { BusinessProfileValues } from '../repositories/business-profiles.js';
import type { Repositories } from '../repositories/index.js';

const EMPTY: RestBusinessProfile = {
  companyName: null,
  gstin: null,
  address: null,
  city: null,
  state: null,
  stateCode: null,
  pinCode: null,
};

export const rowToBusinessProfile = (row: BusinessProfileValues | undefined): RestBusinessProfile =>
  row
    ? {
        companyName: row.company_name,
        gstin: row.gstin,
        address: row.address,
        city: row.city,
        state: gstStateOfCode(row.state_code)?.name ?? null,
        stateCode: row.state_code,
        pinCode: row.pin_code,
      }
    : EMPTY;

/** The business as a tax invoice bills it, fixed on the order when it is placed; all null without a profile. */
export const billedBusiness = (row: BusinessProfileValues | undefined) =>
  row
    ? {
        buyer_company: row.company_name,
        buyer_gstin: row.gstin,
        buyer_billing_address: `${row.address}, ${row.city}, ${gstStateOfCode(row.state_code)?.name ?? ''} (${row.state_code}) ${row.pin_code}`,
      }
    : { buyer_company: null, buyer_gstin: null, buyer_billing_address: null };

/** What the buyer's business profile offers its routes (a company member's is the company's). */
export interface BusinessProfileService {
  /** Every field null until saved. */
  read(userId: number): Promise<{ data: RestBusinessProfile }>;
  /** Saved whole once every rule holds; a member who is not the Owner may not change the company's. */
  save(userId: number, email: string, body: BusinessProfileBody): Promise<{ msg: string; data: RestBusinessProfile }>;
}

/** A buyer's business profile: read (every field null until saved) and saved whole, after every rule holds. */
export function createBusinessProfileService(repos: Repositories): BusinessProfileService {
  return {
    read: async (userId: number) => ({ data: rowToBusinessProfile(await repos.businessProfiles.read(userId)) }),

    async save(userId: number, email: string, body: BusinessProfileBody) {
      const problem = businessProfileProblem(body);
      if (problem) throw badRequest(problem);
      const gstin = normalGstin(body.gstin ?? '');
      const values = {
        company_name: body.companyName.trim(),
        gstin: gstin === '' ? null : gstin,
        address: body.address.trim(),
        city: body.city.trim(),
        state_code: gstStateNamed(body.state)!.code,
        pin_code: body.pinCode.trim(),
      };
      // A member's business details are the company's: its Owner changes them, for every member.
      const saved = await repos.transaction(async (trx) => {
        const mine = await repos.companies.ofUser(userId, trx);
        if (!mine) return repos.businessProfiles.save(userId, values, trx);
        if (!may(mine.role, 'editProfile')) throw forbidden(COMPANY_MESSAGES.profileOwnerOnly);
        const { company_name: name, ...rest } = values;
        await repos.companies.saveProfile(trx, mine.company.id, { name, ...rest });
        await repos.activity.record(trx, {
          operator: email.toLowerCase(),
          kind: 'company.profile',
          objectId: mine.company.id,
          summary: `${email} changed the business details`,
          before: { name: mine.company.name, gstin: mine.company.gstin },
          after: { name, gstin: rest.gstin },
        });
        return values;
      });
      return { msg: BUSINESS_MESSAGES.saved, data: rowToBusinessProfile(saved) };
    },
  };
}
