/**
 * `GET /reports/reconciliation`: every account number that differs from the sum of its postings
 * (postings.ts `reconcile`) — `data.mismatches` is `[]` when the books balance. Needs the code of
 * each account resource reconciled (the riders' accounts: RESOURCE_ADMIN_COMPANY_USER_ACCOUNT);
 * a caller bound to a store is refused (the books are the company's).
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import { canOpen } from '../../resources/access';
import { ADMIN_CODE } from '../../resources/privilege-tree';
import { holdsRight, rightCode } from '../../resources/rights';
import type { Registry } from '../../resources/registry';
import { forbidden, ok } from '../envelope';
import { say } from '../messages';
import type { Caller } from '../rbac';
import type { Records } from '../db/records';
import { COMMON_ERRORS, envelope, json, ref, type DocumentPart } from './openapi-parts';
import { reconcile } from './postings';

export const RECONCILIATION_PATH = '/reports/reconciliation';

/** The rights a caller needs: to read the resources whose accounts are reconciled (their `ledger`). */
const ledgersOf = (registry: Registry) => registry.all.filter((d) => d.ledger);
const codesOf = (registry: Registry): string[] => [...new Set(ledgersOf(registry).map((d) => rightCode(d.privilege, 'read')))];

export function reconciliationRouter(registry: Registry, records: Records): Router {
  const router = Router();
  router.get(RECONCILIATION_PATH, async (_req: Request, res: Response, next: NextFunction) => {
    try {
      const caller = res.locals.caller as Caller;
      const unread = ledgersOf(registry).find((d) => !holdsRight(caller.privileges, d, 'read'));
      const missing = !canOpen(caller.privileges, undefined) ? ADMIN_CODE : unread && rightCode(unread.privilege, 'read');
      if (missing || caller.storeId) throw forbidden(say('report.forbidden', { code: missing ?? codesOf(registry).join(', ') }));
      ok(res, { ...(await reconcile(registry, records)), checkedAt: new Date().toISOString() });
    } catch (e) {
      next(e);
    }
  });
  return router;
}

export function reconciliationPart(registry: Registry): DocumentPart {
  const mismatch = {
    type: 'object',
    required: ['resource', 'id', 'field', 'value', 'postings'],
    properties: {
      resource: { type: 'string', description: 'The account’s resource' },
      id: { type: 'string' },
      field: { type: 'string', description: 'The number that differs (balance, deposit …)' },
      value: { type: 'number', description: 'What the account holds' },
      postings: { type: 'number', description: 'The sum of its postings' },
    },
    additionalProperties: false,
  };
  return {
    schemas: {
      Reconciliation: {
        type: 'object',
        required: ['accounts', 'postings', 'mismatches', 'checkedAt'],
        properties: {
          accounts: { type: 'integer', minimum: 0, description: 'Accounts checked' },
          postings: { type: 'integer', minimum: 0, description: 'Postings summed' },
          mismatches: { type: 'array', items: mismatch, description: 'Every account number that is not the sum of its postings: empty when the books balance' },
          checkedAt: { type: 'string', format: 'date-time' },
        },
        additionalProperties: false,
      },
    },
    paths: {
      [RECONCILIATION_PATH]: {
        get: {
          operationId: 'reports_reconciliation',
          'x-privilege': codesOf(registry).join(' + '),
          summary: 'The accounts against their ledgers: every number that differs from the sum of its postings',
          description: 'A caller bound to a store is refused: the books are the company’s.',
          tags: ['dashboard'],
          responses: { '200': { description: 'The reconciliation', content: json(envelope(ref('Reconciliation'))) }, ...COMMON_ERRORS },
        },
      },
    },
  };
}
