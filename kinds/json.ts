/** Any JSON value (settings, a payload): nested at most MAX_JSON_DEPTH levels, which the request body's reader enforces before anything walks it. */
import type { KindCore } from './types';

/** How deep a JSON value may nest (a `json` field, any value of a request body): deeper ones are refused before anything walks them. */
export const MAX_JSON_DEPTH = 16;

export const JSON_KIND = {
  json: {
    check: () => undefined,
    jsonSchema: () => ({ description: `Any JSON value nested at most ${MAX_JSON_DEPTH} levels`, 'x-max-depth': MAX_JSON_DEPTH }),
    // read on the record's page
    defaults: { views: ['show'] },
    options: ['changes'],
    sortable: false,
  },
} satisfies Record<'json', KindCore>;
