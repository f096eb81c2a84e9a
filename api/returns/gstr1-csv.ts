import { csvText } from '../csv-text.js';
import { rupeesToPaise } from '../../domain/money.js';
import type { Gstr1, ItemDetail } from './gstr1.js';

const HEADER = [
  'Table',
  'Recipient GSTIN',
  'Document number',
  'Document date',
  'Document value',
  'Place of supply',
  'Supply type',
  'HSN',
  'UQC',
  'Quantity',
  'Rate',
  'Taxable value',
  'IGST',
  'CGST',
  'SGST',
  'Cess',
];

const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * The return as one sheet: a row per item of every table (B2B, B2CL, B2CS, CDNR, CDNUR, HSN), each table closed by a
 * total row, and the documents issued; amounts in rupees with two decimals, summed in paise.
 */
export function gstr1Csv(gstr: Gstr1): string {
  const rows: (string | number)[][] = [HEADER];
  const totals = new Map<string, number[]>();
  const add = (table: string, head: (string | number)[], amounts: ItemDetail, extra: { hsn?: string; uqc?: string; qty?: number } = {}) => {
    const paise = [amounts.txval, amounts.iamt, amounts.camt, amounts.samt, amounts.csamt].map(rupeesToPaise);
    const sum = totals.get(table) ?? [0, 0, 0, 0, 0];
    totals.set(
      table,
      sum.map((value, index) => value + paise[index]!),
    );
    rows.push([table, ...head, extra.hsn ?? '', extra.uqc ?? '', extra.qty ?? '', amounts.rt, ...paise.map(rupees)]);
  };
  const close = (table: string) => {
    const sum = totals.get(table);
    if (sum) rows.push([`${table} total`, '', '', '', '', '', '', '', '', '', '', ...sum.map(rupees)]);
  };

  for (const buyer of gstr.b2b)
    for (const invoice of buyer.inv)
      for (const item of invoice.itms)
        add('B2B', [buyer.ctin, invoice.inum, invoice.idt, invoice.val.toFixed(2), invoice.pos, ''], item.itm_det);
  close('B2B');
  for (const place of gstr.b2cl)
    for (const invoice of place.inv)
      for (const item of invoice.itms)
        add('B2CL', ['', invoice.inum, invoice.idt, invoice.val.toFixed(2), place.pos, 'INTER'], item.itm_det);
  close('B2CL');
  for (const row of gstr.b2cs) add('B2CS', ['', '', '', '', row.pos, row.sply_ty], row);
  close('B2CS');
  for (const buyer of gstr.cdnr)
    for (const note of buyer.nt)
      for (const item of note.itms) add('CDNR', [buyer.ctin, note.nt_num, note.nt_dt, note.val.toFixed(2), note.pos, ''], item.itm_det);
  close('CDNR');
  for (const note of gstr.cdnur)
    for (const item of note.itms) add('CDNUR', ['', note.nt_num, note.nt_dt, note.val.toFixed(2), note.pos, 'INTER'], item.itm_det);
  close('CDNUR');
  for (const [table, summary] of [
    ['HSN B2B', gstr.hsn.hsn_b2b],
    ['HSN B2C', gstr.hsn.hsn_b2c],
  ] as const) {
    for (const row of summary) add(table, ['', '', '', '', '', ''], row, { hsn: row.hsn_sc, uqc: row.uqc, qty: row.qty });
    close(table);
  }
  for (const kind of gstr.doc_issue.doc_det)
    for (const docs of kind.docs)
      rows.push([`Documents: ${kind.doc_typ}`, '', `${docs.from} to ${docs.to}`, '', '', '', '', '', '', docs.totnum]);
  return csvText(rows);
}
