import { useState } from 'react';
import type { AdminOrder, AdvanceOrderBody } from '../../domain/rest/admin.js';
import { useAdminCalls, type ConsignmentMoves } from './admin-actors.js';
import { useAdminRecord } from './use-admin-record.js';

/**
 * One order at the console: the order, and every move an operator makes on it, named. Each move shows the order as the
 * server answers it, keeps the answer as the page's one notice (the buttons are drawn afresh after each, `done`
 * counting them, so none repeats it beside itself) and answers the server's sentence.
 */
export function useOrderDesk(id: string) {
  const admin = useAdminCalls();
  const record = useAdminRecord<AdminOrder>(() => admin.order(id));
  const [notice, setNotice] = useState<string | null>(null);
  const [done, setDone] = useState(0);
  const shown = (order: AdminOrder, sentence: string) => {
    record.replace(order);
    setNotice(sentence);
    setDone((count) => count + 1);
    return sentence;
  };
  const act = async (move: Promise<{ msg: string; data: AdminOrder }>) => {
    const answer = await move;
    return shown(answer.data, answer.msg);
  };
  const consignment: ConsignmentMoves = {
    renew: (body) => act(admin.renewEwayBill(id, body)),
    cancel: (body) => act(admin.cancelEwayBill(id, body)),
    extend: (body) => act(admin.extendEwayBill(id, body)),
    changeVehicle: (body) => act(admin.changeVehicle(id, body)),
  };
  return {
    ...record,
    notice,
    done,
    consignment,
    advance: () => act(admin.advanceOrder(id)),
    ship: (body: AdvanceOrderBody) => act(admin.advanceOrder(id, body)),
    delay: (message: string) => act(admin.delayOrder(id, message)),
    cancel: (message: string) => act(admin.cancelOrder(id, message)),
    sendPhotos: (files: File[]) => act(admin.addDispatchPhotos(id, files)),
    /** The purchase's e-invoice cancelled at the portal: the order read again, as every order of the purchase changed. */
    cancelIrn: async (purchaseId: string, reason: string, remark: string) => {
      const answer = await admin.cancelIrn(purchaseId, reason, remark);
      return shown(await admin.order(id), answer.msg);
    },
    saveInvoice: async (order: AdminOrder) => `Saved ${await admin.saveDocument(`/order/${order._id}/invoice.pdf`)}`,
    saveCreditNote: async (creditNoteId: string) => `Saved ${await admin.saveDocument(`/credit-note/${creditNoteId}.pdf`)}`,
  };
}

/** Every order of one purchase, for the dispatch form's "ship together". */
export function usePurchaseOrders(purchaseId: string) {
  const admin = useAdminCalls();
  return useAdminRecord(() => admin.purchaseOrders(purchaseId)).data;
}
