import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPLIER } from '../../domain/invoice.js';
import { invoicePdf } from '../../api/invoices/invoice-pdf.js';
import { forgetPdfFonts } from '../../api/invoices/pdf-fonts.js';
import { taxInvoice } from '../../api/invoices/tax-invoice.js';
import type { InvoiceRow } from '../../api/repositories/invoices.js';
import { invoiceRow as order } from '../support/invoice-rows.js';
import { pdfText } from '../support/pdf-text.js';

describe('a tax invoice of many lines', () => {
  it('continues under its header on further pages, each numbered, with a CGST and SGST row per rate', async () => {
    const rows = Array.from({ length: 45 }, (_, index) => order(index, index % 3 === 0 ? 12 : 5));
    const text = (await pdfText(await invoicePdf(taxInvoice(rows, DEFAULT_SUPPLIER)))).replace(/\s+/g, ' ');
    const pages = [...text.matchAll(/Tax invoice FM\/2627\/000042 · page (\d) of (\d)/g)];
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.map((page) => page[1])).toEqual(pages.map((_, index) => String(index + 1)));
    expect(new Set(pages.map((page) => page[2]))).toEqual(new Set([String(pages.length)]));
    expect(text.split('Taxable value').length - 1).toBeGreaterThan(pages.length);
    // 15 lines at 12% (₹600 each: ₹72 tax) and 30 at 5% (₹30 each).
    expect(text).toContain('CGST @ 2.5% ₹450.00');
    expect(text).toContain('SGST @ 2.5% ₹450.00');
    expect(text).toContain('CGST @ 6% ₹540.00');
    expect(text).toContain('5208 5%');
  });

  it('has no page numbers when it fits on one page', async () => {
    const text = await pdfText(await invoicePdf(taxInvoice([order(0, 5)], DEFAULT_SUPPLIER)));
    expect(text).not.toContain('page 1 of');
  });

  it('is the same document whether the fonts were parsed for it or shared with the documents drawn before', async () => {
    // The date the PDF was made (an object of its own) and its file id differ from one drawing to the next; nothing
    // else may.
    const bytes = async (rows: InvoiceRow[]) =>
      (await invoicePdf(taxInvoice(rows, DEFAULT_SUPPLIER)))
        .toString('latin1')
        .replace(/\(D:\d{14}[^)]*\)/g, '')
        .replace(/\/ID \[[^\]]*\]/g, '');
    const first = [order(0, 5), order(1, 12)];
    const second = Array.from({ length: 30 }, (_, index) => order(index + 2, 5));
    forgetPdfFonts();
    const alone = await bytes(first);
    await bytes(second);
    expect(await bytes(first)).toBe(alone);
  });
});
