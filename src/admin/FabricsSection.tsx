import { Link } from 'wouter';
import { formatRupees } from '../../domain/money.js';
import type { AdminProduct } from '../../domain/rest/admin.js';
import { adminPath } from './admin-paths.js';
import { AdminTable } from './AdminTable.js';
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
        <AdminTable
          label="Fabrics"
          rows={rows}
          rowKey={(product) => product._id}
          muted={(product) => product.retired}
          columns={[
            { header: 'Id', cell: (product) => product._id },
            { header: 'Fabric', cell: (product) => <Link href={adminPath('fabrics', product._id)}>{product.name}</Link> },
            {
              header: 'Category',
              cell: (product) =>
                `${product.category[0]?.categoryName ?? ''}${product.subCategory[0] ? ` › ${product.subCategory[0].subCategoryName}` : ''}`,
            },
            { header: 'Colours', cell: (product) => product.productVarieties.map((colour) => colour.color).join(', ') },
            { header: 'From', cell: (product) => formatRupees(cheapest(product)) },
            {
              header: 'Stock (m)',
              cell: (product) => product.productVarieties.reduce((sum, colour) => sum + colour.stock, 0).toLocaleString('en-IN'),
            },
            {
              header: 'Status',
              cell: (product) =>
                product.retired ? (
                  <span className="stage-chip stage-cancelled">Retired</span>
                ) : (
                  <span className="stage-chip stage-delivered">On sale</span>
                ),
            },
          ]}
        />
      </ListFrame>
    </>
  );
}
