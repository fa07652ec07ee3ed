/**
 * `POST /{resource}/import?dryRun=&mode=&columns=&tzOffset=` (CONTRACT §2.5): a CSV or XLSX file
 * as the body, checked row by row as creates and, unless a dry run, written (the record service's
 * `importRows`). The answer: `{total, valid, created, errors: [{line, field, message, key}], columns}`,
 * each error's message in the caller's language. Mounted before the resources router (whose
 * `/:resource/:id` would answer this path with a 405).
 */
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { offers } from '../../resources/access';
import type { ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import type { LocaleCode } from '../../i18n/types';
import arValidation from '../../i18n/ar/app/validation';
import enValidation from '../../i18n/en/app/validation';
import frValidation from '../../i18n/fr/app/validation';
import zhValidation from '../../i18n/zh_CN/app/validation';
import { ApiError, badRequest, notFound, ok } from '../envelope';
import { originOf } from '../logs';
import { localeOf, say } from '../messages';
import { renderServerText } from '../../i18n/server';
import type { Records } from '../db/records';
import type { Caller } from '../rbac';
import { CSV_TYPES, readSheet, XLSX_TYPE } from '../records/import-file';
import type { ImportReason } from '../records/import';
import type { ImportMode, ImportOptions } from '../records/import-run';
import { RecordService } from '../records/service';
import { refuseUnstorablePath } from './request-text';

/** The largest file accepted. */
export const IMPORT_LIMIT = '20mb';

const VALIDATION: Readonly<Record<LocaleCode, Readonly<Record<string, string>>>> = {
  zh_CN: zhValidation,
  en: enValidation,
  fr: frValidation,
  ar: arValidation,
};

/** A row error's reason in `locale`, and its key (a server message's or a field check's) for the app. */
function spoken(reason: ImportReason, locale: LocaleCode): { message: string; key: string } {
  if ('text' in reason) return { message: renderServerText(reason.text, locale), key: reason.text.key };
  const name = reason.validation.replace(/^app\.validation\./, '');
  return { message: VALIDATION[locale][name] ?? VALIDATION.en[name] ?? reason.validation, key: reason.validation };
}

/** The query's options: `dryRun` (default true: nothing is written unless asked), `mode`, the mapping, the writer's time zone offset. */
function optionsOf(query: Request['query']): ImportOptions {
  const dry = query.dryRun ?? 'true';
  if (dry !== 'true' && dry !== 'false') throw badRequest(say('import.dry_run'));
  const mode = query.mode ?? 'valid';
  if (mode !== 'valid' && mode !== 'all') throw badRequest(say('import.mode'));
  let columns: Record<string, string | null> | undefined;
  if (query.columns !== undefined) {
    try {
      columns = JSON.parse(String(query.columns)) as Record<string, string | null>;
    } catch {
      columns = undefined;
    }
    const fine = columns && typeof columns === 'object' && !Array.isArray(columns) && Object.values(columns).every((v) => v === null || typeof v === 'string');
    if (!fine) throw badRequest(say('import.columns'));
  }
  const offset = Number(query.tzOffset);
  const tzOffset = query.tzOffset !== undefined && Number.isInteger(offset) && Math.abs(offset) <= 14 * 60 ? offset : undefined;
  return { dryRun: dry === 'true', mode: mode as ImportMode, columns, tzOffset };
}

export function importRouter(registry: Registry, records: Records, options: { bcryptRounds: number }): Router {
  const router = Router();
  const service = new RecordService(registry, records, options);
  const caller = (res: Response) => res.locals.caller as Caller;
  const defOf = (res: Response) => res.locals.importDef as ResourceDef;

  // the resource, offering creates, which the caller may make: asked before the file is read
  const allowed = (req: Request, res: Response, next: NextFunction) => {
    try {
      refuseUnstorablePath(req);
      const def = registry.byName(String(req.params.resource));
      if (!def) throw notFound(say('resource.unknown', { resource: String(req.params.resource) }));
      if (!offers(def, 'create')) {
        res.setHeader('Allow', '');
        throw new ApiError(405, say('resource.not_offered', { resource: def.name, method: req.method, allow: '' }));
      }
      service.authorize(def, caller(res), 'create');
      res.locals.importDef = def;
      next();
    } catch (e) {
      next(e);
    }
  };

  router.post(
    '/:resource/import',
    allowed,
    express.raw({ type: [...CSV_TYPES, XLSX_TYPE], limit: IMPORT_LIMIT }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const opts = optionsOf(req.query);
        if (!Buffer.isBuffer(req.body) || req.body.length === 0) throw badRequest(say('import.file_type'));
        const sheet = await readSheet(req.body, req.get('Content-Type'));
        const result = await service.importRows(defOf(res), { caller: caller(res), origin: originOf(req) }, sheet, opts);
        const locale = localeOf(req);
        ok(res, {
          ...result,
          errors: result.errors.map(({ line, field, reason }) => ({ line, field, ...spoken(reason, locale) })),
        });
      } catch (e) {
        next(e);
      }
    },
  );
  return router;
}
