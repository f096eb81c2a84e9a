-- The buyer who asked for an order above their limits may withdraw it while it waits: it is then never placed, and
-- an Approver's later decision is refused as for any decided order.
ALTER TABLE order_approvals DROP CONSTRAINT order_approvals_status_check;
ALTER TABLE order_approvals ADD CONSTRAINT order_approvals_status_check CHECK (status IN ('waiting', 'approved', 'rejected', 'withdrawn'));
