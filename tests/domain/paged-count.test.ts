import { describe, expect, it } from 'vitest';
import { pagedAnswer } from '../../api/admin/paged.js';
import { countShownBy } from '../../api/db/count-up-to.js';
import { ADMIN_COUNT_LIMIT } from '../../domain/admin.js';

describe('console list counts', () => {
  it('a count past the limit says the limit and that there are more; the pages stop there', () => {
    expect(pagedAnswer([], ADMIN_COUNT_LIMIT + 1, 20)).toEqual({ data: [], totalItems: 10_000, totalPages: 500, countCapped: true });
    expect(pagedAnswer([], ADMIN_COUNT_LIMIT, 20)).toEqual({ data: [], totalItems: 10_000, totalPages: 500, countCapped: false });
    expect(pagedAnswer([], 1001, 20, 1000)).toMatchObject({ totalItems: 1000, countCapped: true });
    expect(pagedAnswer([], 41, 20)).toMatchObject({ totalItems: 41, totalPages: 3, countCapped: false });
  });

  it('a page that is not full tells the count without counting; a full one does not', () => {
    expect(countShownBy(7, 1, 20)).toBe(7);
    expect(countShownBy(0, 1, 20)).toBe(0);
    expect(countShownBy(3, 4, 20)).toBe(63);
    expect(countShownBy(20, 1, 20)).toBeUndefined();
    expect(countShownBy(0, 9, 20), 'past the end: the real count is needed for the pager').toBeUndefined();
  });
});
