import { Link, useSearch } from 'wouter';
import { ORDER_STAGES } from '../../domain/order-stages.js';
import { formatRupees } from '../../domain/money.js';
import type { AdminOrder } from '../../domain/rest/admin.js';
import { adminPath } from './admin-paths.js';
import { AdminTable } from './AdminTable.js';
import { ListFrame, listState, SearchBox, shortDate } from './ListFrame.js';
import { useAdminList } from './use-admin-list.js';

/** The stage as a chip; a delayed order says so in red (SPEC §4). */
export function StageChip({ order }: { order: Pick<AdminOrder, 'orderStatus' | 'delayed'> }) {
  const tone = order.delayed ? 'delayed' : order.orderStatus.toLowerCase().replace(/\s+/g, '-');
  return <span className={`stage-chip stage-${tone}`}>{order.delayed ? `${order.orderStatus} · Delayed` : order.orderStatus}</span>;
}

/** Orders: by stage, searched by order id or buyer email, newest first, paged. */
export function OrdersSection() {
  // A link from Buyers opens the orders of one buyer (?q=their email).
  const search = useSearch();
  const { snapshot, send, rows } = useAdminList('GET /orders', { status: '', q: new URLSearchParams(search).get('q') ?? '' });
  const { status } = snapshot.context.filters;
  return (
    <>
      <div className="admin-toolbar">
        <div className="stage-filter" role="group" aria-label="Stage">
          {['', ...ORDER_STAGES].map((stage) => (
            <button
              key={stage || 'all'}
              type="button"
              className={status === stage ? 'chip active' : 'chip'}
              aria-pressed={status === stage}
              onClick={() => send({ type: 'list.filter', name: 'status', value: stage })}
            >
              {stage || 'All'}
            </button>
          ))}
        </div>
        <SearchBox
          initial={snapshot.context.filters.q}
          label="Search orders"
          placeholder="Order or purchase id, invoice, PO number, GSTIN, company or buyer email"
          onSearch={(q) => send({ type: 'list.filter', name: 'q', value: q })}
        />
      </div>
      <ListFrame
        state={listState(snapshot)}
        send={send}
        noun="orders"
        one="order"
        emptyText="No orders match. Try another stage or search."
      >
        <AdminTable
          label="Orders"
          rows={rows}
          rowKey={(order) => order._id}
          columns={[
            { header: 'Order', cell: (order) => <Link href={adminPath('orders', order._id)}>{order.orderId}</Link> },
            {
              header: 'Buyer',
              cell: (order) => (
                <>
                  {order.buyerCompany && (
                    <>
                      <strong>{order.buyerCompany}</strong>
                      <br />
                    </>
                  )}
                  {order.buyerName}
                  <br />
                  <small>{order.buyerEmail}</small>
                </>
              ),
            },
            { header: 'Fabric', cell: (order) => `${order.item.name} (${order.item.color}) × ${order.item.quantity} m` },
            { header: 'Total', cell: (order) => formatRupees(order.pricing.total) },
            { header: 'Stage', cell: (order) => <StageChip order={order} /> },
            { header: 'Placed', cell: (order) => shortDate(order.createdAt) },
          ]}
        />
      </ListFrame>
    </>
  );
}
