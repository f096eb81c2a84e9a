// Activity in the console: every operator action, by operator, kind and day, as a page and as a sheet.
import { Type, type Static } from '@sinclair/typebox';
import { Paged, PageQuery } from './admin.js';
import { CalendarDay, errors, Id, PlainText } from './shared.js';

export const ActivityEntry = Type.Object({
  _id: Id,
  operator: Type.String(),
  /** What was done, as `object.action` (order.advance, product.create, review.hide, …). */
  kind: Type.String(),
  objectType: Type.String(),
  objectId: Type.String(),
  summary: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  createdAt: Type.String(),
});
export type ActivityEntry = Static<typeof ActivityEntry>;

/** Which actions: by operator, kind (order.advance) or object type (order), and days in India (YYYY-MM-DD, both in). */
const ActivityFilter = {
  operator: Type.Optional(PlainText(254)),
  kind: Type.Optional(Type.String({ pattern: '^([a-z]+(\\.[a-z]+)?)?$', maxLength: 40 })),
  from: Type.Optional(CalendarDay),
  to: Type.Optional(CalendarDay),
};
export type ActivityFilter = {
  operator?: string | undefined;
  kind?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

export const adminActivitySchema = {
  querystring: Type.Object({ ...ActivityFilter, ...PageQuery }),
  response: { 200: Paged(ActivityEntry), ...errors(400, 401, 403, 404, 409) },
};
export const activitySheetSchema = {
  querystring: Type.Object(ActivityFilter),
  response: {
    200: Type.Unsafe<string>({
      type: 'string',
      description: 'The actions the filter picks (text/csv), newest first: when in India, who, what in words, and the summary.',
    }),
    ...errors(400, 401, 403),
  },
};
