/**
 * The global search (CONTRACT §2.1 `GET /search?q=&limit=`): every record the caller may list,
 * found by its title or the schema's search fields (all the system numbers riders quote: orders,
 * refunds, tickets, alarms, commands, batteries), one group per collection. Within a group the
 * best matches come first (exact, starts with, ends with, contains; the title before other
 * fields); groups with an exact match come before the others. Each item says which field matched;
 * each group says how many records match in all (its list filtered by `q` shows them).
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import { canAccess } from '../../resources/access';
import { collectionOf, type ResourceDef } from '../../resources/define';
import { maskRow } from '../../resources/mask';
import type { Registry } from '../../resources/registry';
import { forbidden, ok } from '../envelope';
import { say } from '../messages';
import { ADMIN_CODE } from '../../resources/privilege-tree';
import type { Records } from '../db/records';
import type { Row } from '../row';
import { connectionsOf, type Titles } from './connections';
import { parseListQuery, relevanceOf, restrictTo } from './list-query';
import { present, recordTitle } from './record-rules';
import { refuseUnstorableQuery } from './request-text';
import { caller } from './resources-router';

export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 20;

export interface SearchItem {
  id: string;
  title: string;
  /** The field the text was found in, and whether it is the whole value. */
  matched: { field: string; exact: boolean };
  /** The record as its list shows it (identifiers masked). */
  record: Row;
}

export interface SearchGroup {
  resource: string;
  total: number;
  items: SearchItem[];
  titles: Titles;
}

/**
 * One screen per collection: the one the caller may list that shows the whole collection, else a
 * store's screen of it (a store manager finds their store's orders through "store orders").
 */
function searchedScreens(registry: Registry, privileges: ReadonlySet<string>, storeId: string | undefined): ResourceDef[] {
  const byCollection = new Map<string, ResourceDef>();
  for (const def of registry.all) {
    if (def.globalSearch === false || !canAccess(privileges, { resource: def, action: 'list' })) continue;
    const collection = collectionOf(def);
    const chosen = byCollection.get(collection);
    const whole = !def.scope || !storeId;
    if (!chosen || (whole && chosen.scope && storeId)) byCollection.set(collection, def);
  }
  return [...byCollection.values()];
}

export function searchRouter(registry: Registry, records: Records): Router {
  const router = Router();
  router.get('/search', async (req: Request, res: Response, next: NextFunction) => {
    try {
      refuseUnstorableQuery(req.query);
      const text = String(req.query.q ?? '').trim();
      const asked = Number(req.query.limit);
      const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, SEARCH_MAX_LIMIT) : SEARCH_DEFAULT_LIMIT;
      const who = caller(res);
      if (!who.privileges.has(ADMIN_CODE)) throw forbidden(say('resource.forbidden', { resource: 'search', code: ADMIN_CODE }));
      if (!text) return ok(res, { groups: [] });
      const ranked: { group: SearchGroup; best: [number, number]; order: number }[] = [];
      for (const [order, def] of searchedScreens(registry, who.privileges, who.storeId).entries()) {
        const query = parseListQuery(def, { q: text, sort: 'relevance', size: String(limit) });
        if (def.scope && who.storeId) restrictTo(query, def.scope.store, who.storeId);
        const relevance = query.relevance;
        if (!relevance) continue;
        // the best `limit` matches, ranked, and how many match in all
        const { data: top, total } = await records.list(def, collectionOf(def), query);
        if (!total) continue;
        const needle = relevance.text;
        const items = top.map((row): SearchItem => {
          const [rank] = relevanceOf(row, relevance.fields, needle);
          const field = relevance.fields[rank % relevance.fields.length];
          return {
            id: String(row.id),
            title: recordTitle(def, maskRow(def, row)),
            matched: { field, exact: rank < relevance.fields.length },
            record: maskRow(def, present(def, row)),
          };
        });
        // how good the group's best match is: its tier (exact … contains), the title before other fields
        const [bestRank] = relevanceOf(top[0], relevance.fields, needle);
        const best: [number, number] = [Math.floor(bestRank / relevance.fields.length), bestRank % relevance.fields.length === 0 ? 0 : 1];
        ranked.push({ group: { resource: def.name, total, items, titles: (await connectionsOf(registry, records, def, top, who)).titles }, best, order });
      }
      ranked.sort((a, b) => a.best[0] - b.best[0] || a.best[1] - b.best[1] || a.order - b.order);
      ok(res, { groups: ranked.map((r) => r.group) });
    } catch (e) {
      next(e);
    }
  });
  return router;
}
