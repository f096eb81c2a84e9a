import { Link } from 'wouter';
import { formatRupees } from '../../domain/money.js';
import { ActionButton } from './ActionButton.js';
import { adminPath } from './admin-paths.js';
import { AdminTable } from './AdminTable.js';
import { ListFrame, listState, SearchBox, shortDate } from './ListFrame.js';
import { useBuyersDesk } from './desks.js';

/** Buyers: by name or email, with what they ordered; blocked (signed out everywhere at once) or unblocked. */
export function BuyersSection() {
  const { snapshot, send, rows, toggleBlocked } = useBuyersDesk();
  return (
    <>
      <div className="admin-toolbar">
        <SearchBox label="Search buyers" placeholder="Name or email" onSearch={(q) => send({ type: 'list.filter', name: 'q', value: q })} />
      </div>
      <ListFrame state={listState(snapshot)} send={send} noun="buyers" one="buyer" emptyText="No buyer matches that search.">
        <AdminTable
          label="Buyers"
          rows={rows}
          rowKey={(buyer) => buyer._id}
          muted={(buyer) => buyer.blocked}
          columns={[
            {
              header: 'Buyer',
              cell: (buyer) => (
                <>
                  {buyer.name}
                  <br />
                  <small>{buyer.email}</small>
                </>
              ),
            },
            {
              header: 'Orders',
              cell: (buyer) =>
                buyer.ordersCount > 0 ? (
                  <Link href={`${adminPath('orders')}?q=${encodeURIComponent(buyer.email)}`}>{buyer.ordersCount}</Link>
                ) : (
                  0
                ),
            },
            { header: 'Spent', cell: (buyer) => formatRupees(buyer.totalSpent) },
            { header: 'Joined', cell: (buyer) => shortDate(buyer.createdAt) },
            {
              header: 'Account',
              cell: (buyer) => (
                <ActionButton
                  label={buyer.blocked ? 'Unblock' : 'Block'}
                  tone={buyer.blocked ? 'plain' : 'danger'}
                  question={
                    buyer.blocked
                      ? `Unblock ${buyer.email}? They can sign in again.`
                      : `Block ${buyer.email}? Every session of theirs ends now and they cannot sign in.`
                  }
                  perform={() => toggleBlocked(buyer)}
                />
              ),
            },
          ]}
        />
      </ListFrame>
    </>
  );
}
