import { createPrivateKey, generateKeyPairSync, randomInt, sign } from 'node:crypto';
import { financialYear } from '../../domain/invoice.js';
import type { IrnCancelReason } from '../../domain/irn-cancellation.js';
import type { Inv01Document } from './inv01.js';
import { invoiceReferenceNumber, schemaFinancialYear } from './irn.js';

export type { Registration } from './irn.js';
import type { Registration } from './irn.js';

/** The fields the signed QR code carries (the portal's list). */
export interface SignedQrFields {
  SellerGstin: string;
  BuyerGstin: string;
  DocNo: string;
  DocTyp: string;
  DocDt: string;
  TotInvVal: number;
  ItemCnt: number;
  MainHsnCode: string;
  Irn: string;
  IrnDt: string;
}

/** Where documents are registered: the Invoice Registration Portal behind an adapter, or the local stand-in. */
export interface InvoiceRegistry {
  register(document: Inv01Document): Promise<Registration>;
  /** The key its QR codes verify with (PEM). */
  publicKey(): Promise<string>;
  /** Cancels a registered IRN (the portal allows it within 24 hours); answers when, as the portal writes it. */
  cancel(irn: string, reason: IrnCancelReason, remark: string): Promise<{ irn: string; cancelDate: string }>;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** India's wall clock, YYYY-MM-DD HH:mm:ss. */
const indianTime = (at: Date) => new Date(at.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');

/** The key pair a stand-in signs with, made here and kept by `keep` (the first one kept wins). */
export const makeStandInKeys = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/**
 * The registration stand-in for development and tests: it computes the IRN as the portal does, acknowledges, and signs
 * the QR code's fields as a JWT with its own key, kept once for every process (`keep`). The portal answers the same
 * shape; its adapter is what EINVOICE_URL would name.
 */
export function standInRegistry(
  keep: (made: { privateKey: string; publicKey: string }) => Promise<{ privateKey: string; publicKey: string }>,
  now: () => Date = () => new Date(),
): InvoiceRegistry {
  let keys: Promise<{ privateKey: string; publicKey: string }> | undefined;
  const keyPair = () => (keys ??= keep(makeStandInKeys()).catch((error: unknown) => ((keys = undefined), Promise.reject(error))));
  return {
    async register(document) {
      const { privateKey } = await keyPair();
      const [day, month, year] = document.DocDtls.Dt.split('/');
      const irn = invoiceReferenceNumber({
        supplierGstin: document.SellerDtls.Gstin,
        financialYear: schemaFinancialYear(financialYear(new Date(`${year}-${month}-${day}T12:00:00+05:30`))),
        type: document.DocDtls.Typ,
        number: document.DocDtls.No,
      });
      const ackDate = indianTime(now());
      const main = document.ItemList.reduce((best, item) => (item.AssAmt > best.AssAmt ? item : best), document.ItemList[0]!);
      const fields: SignedQrFields = {
        SellerGstin: document.SellerDtls.Gstin,
        BuyerGstin: document.BuyerDtls.Gstin,
        DocNo: document.DocDtls.No,
        DocTyp: document.DocDtls.Typ,
        DocDt: document.DocDtls.Dt,
        TotInvVal: document.ValDtls.TotInvVal,
        ItemCnt: document.ItemList.length,
        MainHsnCode: main.HsnCd,
        Irn: irn,
        IrnDt: ackDate,
      };
      const unsigned = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64url(
        JSON.stringify({ data: JSON.stringify(fields), iss: 'FabricMart e-invoice stand-in' }),
      )}`;
      const signature = sign('sha256', Buffer.from(unsigned), createPrivateKey(privateKey));
      return {
        irn,
        ackNo: `1${String(randomInt(0, 1e14)).padStart(14, '0')}`,
        ackDate,
        signedQrCode: `${unsigned}.${base64url(signature)}`,
      };
    },
    publicKey: async () => (await keyPair()).publicKey,
    cancel: async (irn) => ({ irn, cancelDate: indianTime(now()) }),
  };
}
