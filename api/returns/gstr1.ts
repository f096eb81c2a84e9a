import { B2CL_THRESHOLD_PAISE, DOC_TYPES, portalDate, returnPeriod } from '../../domain/gst-return.js';
import { METRE_UQC, PIECE_UQC, placeOfSupply, taxSplit, type TaxSplit } from '../../domain/invoice.js';
import { paiseToRupees, shareByWeight } from '../../domain/money.js';
import type { CreditNote } from '../invoices/credit-note.js';
import type { InvoiceGroupRow, ReturnCreditNoteRow } from '../repositories/gst-returns.js';

/** An item's amounts as every GSTR-1 table writes them (rupees). */
export interface ItemDetail {
  txval: number;
  rt: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

/** Paise of one rate: taxable value and tax split; summed and then written in rupees. */
interface RateAmounts {
  percent: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

const amountsOf = (percent: number, taxablePaise: number, split: TaxSplit): RateAmounts =>
  split.kind === 'inter'
    ? { percent, taxablePaise, igstPaise: split.igstPaise, cgstPaise: 0, sgstPaise: 0 }
    : { percent, taxablePaise, igstPaise: 0, cgstPaise: split.cgstPaise, sgstPaise: split.sgstPaise };

const detail = (amounts: RateAmounts): ItemDetail => ({
  txval: paiseToRupees(amounts.taxablePaise),
  rt: amounts.percent,
  iamt: paiseToRupees(amounts.igstPaise),
  camt: paiseToRupees(amounts.cgstPaise),
  samt: paiseToRupees(amounts.sgstPaise),
  csamt: 0,
});

const items = (rates: RateAmounts[]) => rates.map((amounts, index) => ({ num: index + 1, itm_det: detail(amounts) }));

/** One invoice as the return sees it: who, where, its value and its amounts per rate. */
interface ReturnInvoice {
  number: string;
  day: string;
  gstin: string | null;
  pos: string;
  inter: boolean;
  valuePaise: number;
  rates: RateAmounts[];
}

/** One HSN summary row's key and sums (paise; quantity in its unit). */
interface HsnSums {
  hsn: string;
  uqc: string;
  percent: number;
  quantity: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/**
 * The month's invoices: per invoice and rate the tax is split as the invoice's PDF splits it (domain/invoice.ts
 * taxSplit on the rate's sum); each rate's CGST is then shared over its headings by their tax, so that the HSN
 * summary adds up to the invoices to the paisa.
 */
function invoicesOf(groups: InvoiceGroupRow[], supplierState: string) {
  const invoices = new Map<string, ReturnInvoice>();
  const hsnParts: { b2b: boolean; sums: HsnSums }[] = [];
  const byInvoice = new Map<string, InvoiceGroupRow[]>();
  for (const group of groups) byInvoice.set(group.invoice_number, [...(byInvoice.get(group.invoice_number) ?? []), group]);
  for (const [number, rows] of byInvoice) {
    const first = rows[0]!;
    const pos = placeOfSupply(first.ship_state).code ?? first.buyer_gstin?.slice(0, 2);
    const invoice: ReturnInvoice = {
      number,
      day: first.day,
      gstin: first.buyer_gstin,
      // A place the shop could not name (addresses before the state list) was taxed as inter-state.
      pos: pos ?? supplierState,
      inter: pos !== supplierState,
      valuePaise: rows.reduce((sum, row) => sum + row.total_paise, 0),
      rates: [],
    };
    for (const percent of [...new Set(rows.map((row) => row.tax_percent))].sort((a, b) => a - b)) {
      const atRate = rows.filter((row) => row.tax_percent === percent);
      const taxPaise = atRate.reduce((sum, row) => sum + row.tax_paise, 0);
      const split = taxSplit(taxPaise, pos, supplierState);
      const amounts = amountsOf(
        percent,
        atRate.reduce((sum, row) => sum + row.taxable_paise, 0),
        split,
      );
      invoice.rates.push(amounts);
      const cgst = shareByWeight(
        atRate.map((row) => row.tax_paise),
        amounts.cgstPaise,
      );
      atRate.forEach((row, index) => {
        const inter = split.kind === 'inter';
        hsnParts.push({
          b2b: first.buyer_gstin !== null,
          sums: {
            hsn: row.hsn_code,
            uqc: row.is_sample ? PIECE_UQC : METRE_UQC,
            percent,
            quantity: row.quantity,
            taxablePaise: row.taxable_paise,
            igstPaise: inter ? row.tax_paise : 0,
            cgstPaise: inter ? 0 : cgst[index]!,
            sgstPaise: inter ? 0 : row.tax_paise - cgst[index]!,
          },
        });
      });
    }
    invoices.set(number, invoice);
  }
  return { invoices: [...invoices.values()], hsnParts };
}

/** The month's credit notes, as issued: each reverses one order's line. */
function creditNotesOf(rows: ReturnCreditNoteRow[], supplierState: string) {
  return rows.map((row) => {
    const note = row.note as CreditNote;
    const line = note.lines[0]!;
    const percent = line.taxPercent ?? note.taxPercent;
    const pos = note.placeOfSupply.code ?? note.buyer.gstin?.slice(0, 2);
    return {
      number: note.number,
      day: note.day!,
      gstin: note.buyer.gstin,
      pos: pos ?? supplierState,
      inter: pos !== supplierState,
      valuePaise: note.totalPaise,
      invoiceTotalPaise: row.invoice_total_paise,
      rates: [amountsOf(percent, note.taxablePaise, note.tax)],
      hsn: {
        hsn: line.hsn,
        uqc: line.unit,
        quantity: line.quantity,
        ...amountsOf(percent, note.taxablePaise, note.tax),
      } satisfies HsnSums,
    };
  });
}

const isB2cl = (document: { gstin: string | null; inter: boolean; valuePaise: number }) =>
  document.gstin === null && document.inter && document.valuePaise > B2CL_THRESHOLD_PAISE;

/** Sums of rows sharing a key, in the order keys first appear. */
function summed<T extends object>(rows: T[], key: (row: T) => string, add: (into: T, row: T) => void): T[] {
  const byKey = new Map<string, T>();
  for (const row of rows) {
    const into = byKey.get(key(row));
    if (into) add(into, row);
    else byKey.set(key(row), { ...row });
  }
  return [...byKey.values()];
}

const addAmounts = (into: RateAmounts, row: RateAmounts) => {
  into.taxablePaise += row.taxablePaise;
  into.igstPaise += row.igstPaise;
  into.cgstPaise += row.cgstPaise;
  into.sgstPaise += row.sgstPaise;
};

/** Numbers of one serial issued in the month: first, last, how many. */
function serial(numbers: string[], cancelled = 0) {
  const sorted = [...new Set(numbers)].sort();
  return { num: 1, from: sorted[0]!, to: sorted.at(-1)!, totnum: sorted.length, cancel: cancelled, net_issue: sorted.length - cancelled };
}

/**
 * GSTR-1 for a month as the GST portal's offline tool imports it: B2B invoices by buyer GSTIN, B2CL (inter-state to
 * unregistered buyers above ₹1 lakh), B2CS summed by place and rate (net of their credit notes), credit notes to
 * registered buyers (CDNR) and of B2CL invoices (CDNUR), the HSN summary for B2B and B2C (net of credit notes), and
 * the documents issued (invoices, credit notes, and the delivery challans of replacements, which are not supplies). An invoice stays as issued when its order is cancelled: the credit note reverses it; one whose
 * IRN was cancelled is void, and counts only among the documents cancelled.
 */
export function gstr1(month: string, gstin: string, groups: InvoiceGroupRow[], notes: ReturnCreditNoteRow[], challans: string[] = []) {
  const supplierState = gstin.slice(0, 2);
  // An invoice whose IRN was cancelled is void: not a supply, only a document issued and cancelled.
  const voided = [...new Set(groups.filter((group) => group.irn_cancelled).map((group) => group.invoice_number))];
  const { invoices, hsnParts } = invoicesOf(
    groups.filter((group) => !group.irn_cancelled),
    supplierState,
  );
  const credits = creditNotesOf(notes, supplierState);

  const b2bInvoices = invoices.filter((invoice) => invoice.gstin !== null);
  const b2b = [...new Set(b2bInvoices.map((invoice) => invoice.gstin!))].sort().map((ctin) => ({
    ctin,
    inv: b2bInvoices
      .filter((invoice) => invoice.gstin === ctin)
      .map((invoice) => ({
        inum: invoice.number,
        idt: portalDate(invoice.day),
        val: paiseToRupees(invoice.valuePaise),
        pos: invoice.pos,
        rchrg: 'N',
        inv_typ: 'R',
        itms: items(invoice.rates),
      })),
  }));

  const large = invoices.filter(isB2cl);
  const b2cl = [...new Set(large.map((invoice) => invoice.pos))].sort().map((pos) => ({
    pos,
    inv: large
      .filter((invoice) => invoice.pos === pos)
      .map((invoice) => ({
        inum: invoice.number,
        idt: portalDate(invoice.day),
        val: paiseToRupees(invoice.valuePaise),
        itms: items(invoice.rates),
      })),
  }));

  // B2CS: the rest of the unregistered buyers' invoices, less the credit notes of such invoices, by place and rate.
  const small = (document: { gstin: string | null; inter: boolean; invoiceTotalPaise?: number; valuePaise: number }) =>
    document.gstin === null && !isB2cl({ ...document, valuePaise: document.invoiceTotalPaise ?? document.valuePaise });
  const negated = (amounts: RateAmounts): RateAmounts => ({
    percent: amounts.percent,
    taxablePaise: -amounts.taxablePaise,
    igstPaise: -amounts.igstPaise,
    cgstPaise: -amounts.cgstPaise,
    sgstPaise: -amounts.sgstPaise,
  });
  const b2csRows = [
    ...invoices.filter(small).flatMap((invoice) => invoice.rates.map((rate) => ({ pos: invoice.pos, inter: invoice.inter, ...rate }))),
    ...credits.filter(small).flatMap((note) => note.rates.map((rate) => ({ pos: note.pos, inter: note.inter, ...negated(rate) }))),
  ];
  const b2cs = summed(b2csRows, (row) => `${row.inter}|${row.pos}|${row.percent}`, addAmounts).map((row) => ({
    sply_ty: row.inter ? 'INTER' : 'INTRA',
    pos: row.pos,
    typ: 'OE',
    ...detail(row),
  }));

  const noteEntry = (note: (typeof credits)[number]) => ({
    ntty: 'C',
    nt_num: note.number,
    nt_dt: portalDate(note.day),
    val: paiseToRupees(note.valuePaise),
    pos: note.pos,
    rchrg: 'N',
    inv_typ: 'R',
    itms: items(note.rates),
  });
  const registered = credits.filter((note) => note.gstin !== null);
  const cdnr = [...new Set(registered.map((note) => note.gstin!))].sort().map((ctin) => ({
    ctin,
    nt: registered.filter((note) => note.gstin === ctin).map(noteEntry),
  }));
  const cdnur = credits
    .filter((note) => note.gstin === null && isB2cl({ ...note, valuePaise: note.invoiceTotalPaise }))
    .map((note) => {
      const { rchrg: _rchrg, inv_typ: _type, ...entry } = noteEntry(note);
      return { typ: 'B2CL', ...entry };
    });

  const hsnTable = (b2bSide: boolean) =>
    summed(
      [
        ...hsnParts.filter((part) => part.b2b === b2bSide).map((part) => part.sums),
        ...credits
          .filter((note) => (note.gstin !== null) === b2bSide)
          .map((note) => ({ ...negated(note.hsn), hsn: note.hsn.hsn, uqc: note.hsn.uqc, quantity: -note.hsn.quantity })),
      ],
      (row) => `${row.hsn}|${row.uqc}|${row.percent}`,
      (into, row) => {
        addAmounts(into, row);
        into.quantity += row.quantity;
      },
    )
      .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.percent - b.percent || a.uqc.localeCompare(b.uqc))
      .map((row, index) => ({ num: index + 1, hsn_sc: row.hsn, uqc: row.uqc, qty: row.quantity, ...detail(row) }));

  const docDet = [
    ...(invoices.length + voided.length > 0
      ? [
          {
            doc_num: 1,
            doc_typ: DOC_TYPES.invoices,
            docs: [serial([...invoices.map((invoice) => invoice.number), ...voided], voided.length)],
          },
        ]
      : []),
    ...(credits.length > 0 ? [{ doc_num: 5, doc_typ: DOC_TYPES.creditNotes, docs: [serial(credits.map((note) => note.number))] }] : []),
    ...(challans.length > 0 ? [{ doc_num: 12, doc_typ: DOC_TYPES.challans, docs: [serial(challans)] }] : []),
  ];

  return {
    gstin,
    fp: returnPeriod(month),
    version: 'GST3.1.6',
    hash: 'hash',
    b2b,
    b2cl,
    b2cs,
    cdnr,
    cdnur,
    hsn: { hsn_b2b: hsnTable(true), hsn_b2c: hsnTable(false) },
    doc_issue: { doc_det: docDet },
  };
}

export type Gstr1 = ReturnType<typeof gstr1>;
