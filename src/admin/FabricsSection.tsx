import { TableScroll } from '../components/TableScroll.js';
import { Link } from 'wouter';
import { formatRupees } from '../../domain/money.js';
import type { AdminProduct } from '../../domain/rest/admin.js';
import { adminPath } from './admin-paths.js';
import { ListFrame, listState, SearchBox } from './ListFrame.js';
import { useAdminList } from './use-admin-list.js';

const cheapest = (product: AdminProduct) =>
  Math.min(...product.productVarieties.map((colour) => colour.discountedPrice ?? colour.pricepermeter));

/** Fabrics: newest first or by name, retired ones marked; each opens its editor. */
export function FabricsSection() {
  const { snapshot, send, rows } = useAdminList('GET /products', { q: '' });
  return (
    <>
      <div className="admin-toolbar">
        <SearchBox label="Search fabrics" placeholder="Name or id" onSearch={(q) => send({ type: 'list.filter', name: 'q', value: q })} />
        <Link href={adminPath('fabrics', 'new')} className="button">
          New fabric
        </Link>
      </div>
      <ListFrame state={listState(snapshot)} send={send} noun="fabrics" one="fabric" emptyText="No fabric matches that search.">
        <TableScroll label="Fabrics">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Id</th>
                <th scope="col">Fabric</th>
                <th scope="col">Category</th>
                <th scope="col">Colours</th>
                <th scope="col">From</th>
                <th scope="col">Stock (m)</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((product) => (
                <tr key={product._id} className={product.retired ? 'row-retired' : undefined}>
                  <td>{product._id}</td>
                  <td>
                    <Link href={adminPath('fabrics', product._id)}>{product.name}</Link>
                  </td>
                  <td>
                    {product.category[0]?.categoryName}
                    {product.subCategory[0] ? ` › ${product.subCategory[0].subCategoryName}` : ''}
                  </td>
                  <td>{product.productVarieties.map((colour) => colour.color).join(', ')}</td>
                  <td>{formatRupees(cheapest(product))}</td>
                  <td>{product.productVarieties.reduce((sum, colour) => sum + colour.stock, 0).toLocaleString('en-IN')}</td>
                  <td>
                    {product.retired ? (
                      <span className="stage-chip stage-cancelled">Retired</span>
                    ) : (
                      <span className="stage-chip stage-delivered">On sale</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </ListFrame>
    </>
  );
}
