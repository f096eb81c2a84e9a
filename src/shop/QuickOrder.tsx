import { MAX_QUICK_ORDER_ROWS, QUICK_ORDER_HEADER } from '../../domain/business.js';
import { CsvSheetPanel } from '../components/CsvSheetPanel.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { useQuickOrderLogic } from './quick-order-actors.js';

/**
 * Quick order on /cart: a productId,color,metres sheet pasted or chosen, previewed row by row (ok, or
 * refused with why), then added to the cart in one go.
 */
export function QuickOrder() {
  const logic = useQuickOrderLogic();
  const [snapshot, send] = useScreenMachine(logic);
  const { answer } = snapshot.context;
  const ok = answer?.rows.filter((row) => row.status === 'ok').length ?? 0;
  return (
    <details className="quick-order">
      <summary>Quick order from a CSV</summary>
      <CsvSheetPanel
        id="quick-order"
        header={QUICK_ORDER_HEADER}
        example="101,Indigo,120"
        sheet={snapshot}
        send={send}
        accepted={ok}
        applyLabel={`Add ${ok} ${ok === 1 ? 'row' : 'rows'} to cart`}
        applyingLabel="Adding…"
        hint={
          <>
            A sheet with the header <code>{QUICK_ORDER_HEADER}</code> and up to {MAX_QUICK_ORDER_ROWS} rows, one per colour. Preview it,
            then add the rows that pass to your cart in one go.
          </>
        }
      >
        {answer && (
          <div role="status" className="quick-order-result">
            <p>{answer.message}</p>
            <table>
              <caption className="visually-hidden">Rows of the sheet</caption>
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Fabric · colour · metres</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {answer.rows.map((row) => (
                  <tr key={row.row}>
                    <td>{row.row}</td>
                    <td>
                      {row.name ? (
                        <>
                          <strong>{row.name}</strong> <span className="muted">({row.productId})</span>
                        </>
                      ) : (
                        row.productId || '—'
                      )}{' '}
                      · {row.color || '—'} · {row.metres ? `${row.metres} m` : '—'}
                    </td>
                    <td className={row.status === 'ok' ? 'sheet-ok' : 'sheet-refused'}>
                      {row.status === 'ok' ? (answer.dryRun ? 'Can be added' : 'Added') : row.reason}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CsvSheetPanel>
    </details>
  );
}
