import { useState } from 'react';
import type { AdminProduct, ProductBody } from '../../domain/rest/admin.js';
import type { RestCategory } from '../../domain/rest/catalogue.js';
import { useAdminCalls } from './admin-actors.js';
import { useAdminRecord } from './use-admin-record.js';

/** What the fabric editor opens with: the categories to choose from, and the fabric (null for a new one). */
export interface FabricRecord {
  categories: RestCategory[];
  product: AdminProduct | null;
}

/** The fabric editor's record, read once: 'new' opens an empty fabric. */
export function useFabricRecord(id: string) {
  const admin = useAdminCalls();
  return useAdminRecord<FabricRecord>(async () => {
    const [categories, product] = await Promise.all([admin.categories(), id === 'new' ? null : admin.fabric(id)]);
    return { categories, product };
  });
}

/**
 * One fabric at the console as the server has it, and what the operator does with it: saved (created when new),
 * retired, photos added to a colour or removed. Each move keeps the fabric the server answers and gives its sentence.
 */
export function useFabricDesk(first: AdminProduct | null) {
  const admin = useAdminCalls();
  const [product, setProduct] = useState(first);
  const shown = async (move: Promise<{ msg: string; data: AdminProduct }>) => {
    const answer = await move;
    setProduct(answer.data);
    return answer;
  };
  return {
    product,
    /** The fabric as saved, with the server's sentence. */
    save: (body: ProductBody) => shown(admin.saveFabric(product?._id ?? null, body)),
    retire: async (fabric: AdminProduct) => {
      const answer = await admin.retireFabric(fabric._id);
      setProduct({ ...fabric, retired: true });
      return answer.msg;
    },
    addPhotos: async (fabric: AdminProduct, color: string, files: FileList | File[]) =>
      (await shown(admin.addPhotos(fabric._id, color, files))).msg,
    removePhoto: async (fabric: AdminProduct, color: string, url: string) => (await shown(admin.removePhoto(fabric._id, color, url))).msg,
  };
}
