/** Days and moments (date, datetime): a day as `YYYY-MM-DD`, a moment as ISO 8601. */
import type { KindCore } from './types';

export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const DATE_TIME_MAX_LENGTH = 40;
/** ISO 8601 as the API writes it: seconds, at most milliseconds, `Z` or an offset. */
const DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:[0-5]\\d(\\.\\d{1,3})?(Z|[+-]\\d{2}:\\d{2})$';
const DATE = new RegExp(DATE_PATTERN);

const isDate = (v: unknown) => typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(v));
/** What the server accepts is looser than what it writes (the pattern above): any moment Date.parse reads. */
const isDateTime = (v: unknown) => typeof v === 'string' && v.length <= DATE_TIME_MAX_LENGTH && !Number.isNaN(Date.parse(v));

export const TIME = {
  date: {
    check: (_field, v) => (isDate(v) ? undefined : 'app.validation.date'),
    jsonSchema: () => ({ type: 'string', format: 'date', pattern: DATE_PATTERN }),
    defaults: {},
    options: [],
    sortable: true,
    // `YYYY-MM-DD` and ISO 8601 text order as the days and moments do: a range compares them as they are
    ranged: true,
  },
  datetime: {
    check: (_field, v) => (isDateTime(v) ? undefined : 'app.validation.date'),
    jsonSchema: () => ({ type: 'string', format: 'date-time', pattern: DATE_TIME_PATTERN, maxLength: DATE_TIME_MAX_LENGTH }),
    defaults: {},
    options: [],
    sortable: true,
    ranged: true,
  },
} satisfies Record<'date' | 'datetime', KindCore>;
