// npm run bench:pdf -- [--documents 40]
// Drawing a tax invoice (the job every purchase queues), in this process: a 2-line invoice and a 45-line one of three
// pages, with the fonts parsed once per thread (api/invoices/pdf-fonts.ts, now) beside the baseline in the same run,
// both fonts parsed again for every document, as pdfkit did when it was given the files' bytes (fontkit parses its
// tables and glyphs as text is laid out, so a fresh font pays for them again). Printed: wall and CPU time per
// document, the median of 3 batches.
import { parseArgs } from 'node:util';
import { forgetPdfFonts } from '../api/invoices/pdf-fonts.js';
import { invoicePdf } from '../api/invoices/invoice-pdf.js';
import { taxInvoice } from '../api/invoices/tax-invoice.js';
import { DEFAULT_SUPPLIER } from '../domain/invoice.js';
import { invoiceRow as order } from '../tests/support/invoice-rows.js';

const { values } = parseArgs({ options: { documents: { type: 'string', default: '40' } } });
const DOCUMENTS = Number(values.documents);

const invoices = {
  '2 lines': taxInvoice([order(0, 5), order(1, 12)], DEFAULT_SUPPLIER),
  '45 lines': taxInvoice(
    Array.from({ length: 45 }, (_, index) => order(index, index % 3 === 0 ? 12 : 5)),
    DEFAULT_SUPPLIER,
  ),
};
const ways = {
  'fonts parsed for each document (before)': (invoice: ReturnType<typeof taxInvoice>) => {
    forgetPdfFonts();
    return invoicePdf(invoice);
  },
  'fonts parsed once (now)': (invoice: ReturnType<typeof taxInvoice>) => invoicePdf(invoice),
};

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const rows = [];
for (const [size, invoice] of Object.entries(invoices)) {
  for (const draw of Object.values(ways)) for (let index = 0; index < 5; index++) await draw(invoice);
  const batches = new Map<string, { wall: number[]; cpu: number[] }>();
  for (let batch = 0; batch < 3; batch++) {
    for (const [way, draw] of Object.entries(ways)) {
      const cpu = process.cpuUsage();
      const start = performance.now();
      for (let index = 0; index < DOCUMENTS; index++) await draw(invoice);
      const used = process.cpuUsage(cpu);
      const figures = batches.get(way) ?? { wall: [], cpu: [] };
      figures.wall.push((performance.now() - start) / DOCUMENTS);
      figures.cpu.push((used.user + used.system) / 1000 / DOCUMENTS);
      batches.set(way, figures);
    }
  }
  for (const [way, figures] of batches)
    rows.push({ invoice: size, way, 'wall ms': median(figures.wall).toFixed(1), 'CPU ms': median(figures.cpu).toFixed(1) });
}
console.log(`${DOCUMENTS} documents a batch, median of 3 batches:`);
console.table(rows);
