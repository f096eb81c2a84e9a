import { TableScroll } from '../components/TableScroll.js';
import { useState } from 'react';
import { MAX_STOCK_CSV_ROWS, STOCK_CSV_HEADER } from '../../domain/admin.js';
import type { AdminProduct } from '../../domain/rest/admin.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { CsvSheetPanel } from '../components/CsvSheetPanel.js';
import { ActionButton } from './ActionButton.js';
import { ListFrame, listState, SearchBox } from './ListFrame.js';
import { useStockDesk, useStockSheetLogic } from './desks.js';
import { AdminTable } from './AdminTable.js';

/** One colour's metres, changed where it is listed. */
function StockCell({
  product,
  color,
  stock,
  set,
}: {
  product: AdminProduct;
  color: string;
  stock: number;
  set: (metres: number) => Promise<string>;
}) {
  const [metres, setMetres] = useState(String(stock));
  const valid = /^\d{1,8}$/.test(metres);
  return (
    <div className="stock-cell">
      <label>
        <span className="visually-hidden">
          Metres of {product.name} in {color}
        </span>
        <input type="number" min={0} step={1} value={metres} onChange={(event) => setMetres(event.target.value)} aria-invalid={!valid} />
      </label>
      <ActionButton
        label="Set"
        tone="plain"
        disabled={!valid || Number(metres) === stock}
        question={`Set ${product.name} (${color}) from ${stock} to ${Number(metres)} metres?`}
        perform={() => set(Number(metres))}
      />
    </div>
  );
}

function StockSheet() {
  const [snapshot, send] = useScreenMachine(useStockSheetLogic());
  const { answer } = snapshot.context;
  const accepted = answer?.applied.length ?? 0;
  return (
    <section className="admin-sheet" aria-labelledby="sheet-title">
      <h2 id="sheet-title">Stock from a sheet</h2>
      <CsvSheetPanel
        id="stock-sheet"
        header={STOCK_CSV_HEADER}
        example="101,Indigo,250"
        sheet={snapshot}
        send={send}
        accepted={accepted}
        applyLabel={`Apply ${accepted} rows`}
        applyingLabel="Applying…"
        hint={
          <>
            A CSV with the header <code>{STOCK_CSV_HEADER}</code> and up to {MAX_STOCK_CSV_ROWS.toLocaleString('en-IN')} rows. Preview it,
            then apply the valid rows in one go.
          </>
        }
      >
        {answer && (
          <div role="status" className="sheet-result">
            <p>
              {answer.dryRun
                ? `${answer.applied.length} rows would be applied, ${answer.refused.length} refused.`
                : `Applied ${answer.applied.length} rows; ${answer.refused.length} refused.`}
            </p>
            <TableScroll label="Stock">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">Row</th>
                    <th scope="col">Result</th>
                  </tr>
                </thead>
                <tbody>
                  {[
                    ...answer.applied.map((row) => ({ row: row.row, ok: true, text: `${row.productId} · ${row.color} → ${row.stock} m` })),
                    ...answer.refused.map((row) => ({ row: row.row, ok: false, text: row.reason })),
                  ]
                    .sort((a, b) => a.row - b.row)
                    .map((row) => (
                      <tr key={row.row}>
                        <td>{row.row}</td>
                        <td className={row.ok ? 'sheet-ok' : 'sheet-refused'}>
                          {row.ok ? (answer.dryRun ? 'will apply: ' : 'applied: ') : 'refused: '}
                          {row.text}
                        </td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </TableScroll>
          </div>
        )}
      </CsvSheetPanel>
    </section>
  );
}

/** Stock: each colour's metres set where it is listed, or many at once from a sheet. */
export function StockSection() {
  const { snapshot, send, rows, setStock } = useStockDesk();
  return (
    <>
      <StockSheet />
      <h2>Colour by colour</h2>
      <div className="admin-toolbar">
        <SearchBox label="Find fabrics" placeholder="Name or id" onSearch={(q) => send({ type: 'list.filter', name: 'q', value: q })} />
      </div>
      <ListFrame state={listState(snapshot)} send={send} noun="fabrics" one="fabric" emptyText="No fabric matches that search.">
        <AdminTable
          label="Stock (2)"
          rows={rows
            .filter((product) => !product.retired)
            .flatMap((product) => product.productVarieties.map((colour) => ({ product, colour })))}
          rowKey={({ colour }) => colour._id}
          columns={[
            {
              header: 'Fabric',
              cell: ({ product }) => (
                <>
                  {product.name} <small>#{product._id}</small>
                </>
              ),
            },
            { header: 'Colour', cell: ({ colour }) => colour.color },
            {
              header: 'Metres',
              cell: ({ product, colour }) => (
                <StockCell
                  product={product}
                  color={colour.color}
                  stock={colour.stock}
                  set={(metres) => setStock(product, colour.color, metres)}
                />
              ),
            },
          ]}
        />
      </ListFrame>
    </>
  );
}
