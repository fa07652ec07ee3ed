/**
 * What the routes may do with the records: the repository's calls, and nothing else. Every
 * change is an explicit `insert / update / remove` of a whole record, inside `transaction` where
 * several belong together; a record read is a copy to read, never a handle to edit.
 * Implemented by the SQL repository (repository.ts).
 */
import type { ResourceDef } from '../../resources/define';
import type { ListFilter, ListQuery } from '../api/list-query';
import type { Row } from '../row';

/** A write refused because another record holds the same value of a unique field (the database's unique index). */
export class UniqueViolation extends Error {
  constructor(readonly field: string) {
    super(`Another record holds this ${field}`);
  }
}

export interface Records {
  /** The record `id` of `table`, if it exists. */
  get(table: string, id: string): Promise<Row | undefined>;
  /** The records of `table` among `ids` (in no particular order; missing ones left out). */
  getMany(table: string, ids: readonly string[]): Promise<Row[]>;
  /** Every record of `table`, in id order (for reports over a whole collection). */
  all(table: string): Promise<Row[]>;
  /** The records of `table` that pass `filters`, in id order. */
  where(def: ResourceDef, table: string, filters: readonly ListFilter[]): Promise<Row[]>;
  /** How many records of `table` pass `filters` (all of them without). */
  count(def: ResourceDef, table: string, filters?: readonly ListFilter[]): Promise<number>;
  /** How many records of `table` pass `filters`, by the text of their field `name` (absent: ''). */
  countBy(def: ResourceDef, table: string, name: string, filters?: readonly ListFilter[]): Promise<Map<string, number>>;
  /** The latest value of `field` (an ISO time) per value of `by` ('' excluded), over the records that pass `filters`. */
  latestBy(def: ResourceDef, table: string, by: string, field: string, filters?: readonly ListFilter[]): Promise<Map<string, string>>;
  /** The records whose field `name` is `value` as text, ignoring case (unique fields, e-mail addresses). */
  withValue(table: string, name: string, value: string): Promise<Row[]>;
  /** One page of a list query, and its total. */
  list(def: ResourceDef, table: string, q: ListQuery): Promise<{ data: Row[]; total: number }>;
  /** Adds a record (its `id` set); refuses an id that exists. `restored`: it comes back from the trash (what the live events say). */
  insert(table: string, row: Row, type?: 'created' | 'restored'): Promise<void>;
  /** Replaces record `id` with `row`; false when there is no such record. */
  update(table: string, id: string, row: Row): Promise<boolean>;
  /** Removes record `id`; false when there was none. */
  remove(table: string, id: string): Promise<boolean>;
  /** Removes the oldest records (lowest ids) of `table` beyond the newest `keep`. */
  trim(table: string, keep: number): Promise<void>;
  /** The highest number after `head` among the values of text field `name` that start with it (0 when none). */
  highestAfter(table: string, name: string, head: string): Promise<number>;
  /** Moves every record's value of field `from` to field `to` (a renamed field); how many records held one. */
  renameField(table: string, from: string, to: string): Promise<number>;
  /** The stored values of `fields` of the records of `table` holding any of them. */
  fieldValues(table: string, fields: readonly string[]): Promise<{ id: string; values: Row }[]>;
  /** The next id of `table`: a decimal string, never given before. */
  nextId(table: string): Promise<string>;
  /** A named value kept with the data (the token secret, session versions). */
  value<T>(key: string): Promise<T | undefined>;
  setValue(key: string, value: unknown): Promise<void>;
  /** Runs `work` as one transaction: all of its writes land, or none. */
  transaction<T>(work: (tx: Records) => Promise<T>): Promise<T>;
  /**
   * Inside a transaction, runs `work` so that when it throws, its writes are undone and the
   * transaction goes on (a savepoint): one record of a bulk edit refused, the others kept, one commit
   * for all. Outside one, a transaction of its own.
   */
  attempt<T>(work: (tx: Records) => Promise<T>): Promise<T>;
  /** Runs a trivial query (no cache): resolves when the database answers (`GET /readyz`). */
  ping(): Promise<void>;
}
