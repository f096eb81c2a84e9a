import { activityWords } from '../../domain/activity-words.js';
import { formatDay, indianClock } from '../../domain/day.js';
import type { ActivityEntry, ActivityFilter } from '../../domain/rest/activity.js';
import { csvText } from '../csv-text.js';

/** At most this many actions in one sheet (the newest); a line says when the filter picks more. */
export const ACTIVITY_SHEET_MAX = 10_000;

const span = (filter: ActivityFilter) =>
  filter.from && filter.to
    ? `from ${formatDay(filter.from)} to ${formatDay(filter.to)}`
    : filter.from
      ? `from ${formatDay(filter.from)}`
      : filter.to
        ? `to ${formatDay(filter.to)}`
        : 'all days';

/** Activity as a sheet: when (India's time), who, the action in words and its code, what it touched, the summary. */
export function activityCsv(filter: ActivityFilter, sheet: { rows: ActivityEntry[]; more: boolean }): string {
  return csvText([
    [`Activity, ${span(filter)}${filter.operator ? `, by ${filter.operator}` : ''}${filter.kind ? `, ${filter.kind}` : ''}`],
    ...(sheet.more ? [[`The newest ${ACTIVITY_SHEET_MAX.toLocaleString('en-IN')} actions; narrow the days for the rest`]] : []),
    ['When (India)', 'Operator', 'Action', 'Kind', 'Object', 'Summary'],
    ...sheet.rows.map((row) => [
      indianClock(new Date(row.createdAt)),
      row.operator,
      activityWords(row.kind),
      row.kind,
      `${row.objectType} ${row.objectId}`,
      row.summary,
    ]),
  ]);
}
