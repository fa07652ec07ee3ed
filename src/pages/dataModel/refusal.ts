/**
 * What a refused call of the schemas API says (src/providers/schemasApi.ts): react-admin's HttpError
 * with the envelope's data as its body — a draft's errors keyed by JSON path, a publish's broken
 * records, a delete's remaining records.
 */
import { HttpError } from 'react-admin';
import type { PublishResult } from '../../providers/schemasApi';

/** A draft's problems: JSON path (`fields.cabinetId.to`) → an English sentence naming the fix. */
export type PathErrors = Readonly<Record<string, string>>;

export interface Refusal {
  status: number;
  message: string;
  errors?: PathErrors;
  records?: number;
  /** A deleted resource asked for (404): its versions are kept for a restore. */
  deleted?: boolean;
  /** A publish that would break stored records (409). */
  breaks?: Pick<PublishResult, 'invalid' | 'examples' | 'changes' | 'touches' | 'broken' | 'backfilled'>;
}

export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof HttpError)) return { status: 0, message: error instanceof Error ? error.message : String(error) };
  const body = (error.body ?? {}) as Partial<PublishResult> & { errors?: unknown; records?: unknown; deleted?: unknown };
  const errors = body.errors && typeof body.errors === 'object' ? (body.errors as PathErrors) : undefined;
  const records = typeof body.records === 'number' ? body.records : undefined;
  const breaks =
    typeof body.invalid === 'number' && body.invalid > 0
      ? {
          invalid: body.invalid,
          examples: body.examples ?? [],
          changes: body.changes ?? [],
          touches: body.touches ?? {},
          broken: body.broken ?? {},
          backfilled: body.backfilled ?? {},
        }
      : undefined;
  return { status: error.status, message: error.message, errors, records, breaks, ...(body.deleted === true ? { deleted: true } : {}) };
}
