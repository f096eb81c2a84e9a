import { ADMIN_COUNT_LIMIT } from '../../domain/admin.js';

/** A console move on one row: the sentence for the operator and the row as it is now. */
export interface RowChange<Row> {
  msg: string;
  data: Row;
}

export interface Paged<Row> {
  data: Row[];
  /** Matches counted, at most ADMIN_COUNT_LIMIT (ADMIN_SEARCH_COUNT_LIMIT for a text search). */
  totalItems: number;
  totalPages: number;
  /** There are more matches than totalItems: the count stopped at its limit. */
  countCapped: boolean;
}

/** A console list's answer from its rows and its count (countUpTo with `cap`). */
export const pagedAnswer = <Row>(data: Row[], counted: number, limit: number, cap = ADMIN_COUNT_LIMIT): Paged<Row> => {
  const totalItems = Math.min(counted, cap);
  return { data, totalItems, totalPages: Math.ceil(totalItems / limit), countCapped: counted > cap };
};
