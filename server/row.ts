/** A stored record, and a whole database's worth of them by collection (the demo data, an import). */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- collections hold records of every resource's shape; each reader narrows.
export type Row = Record<string, any>;
export type DbState = Record<string, unknown>;
