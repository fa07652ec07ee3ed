/**
 * Email app: folder/label/search listing with counters, field updates, label toggles and
 * previous/next navigation.
 */
import type { Router } from 'express';
import { say } from '../messages';
import type { MockState } from './state';
import { badRequest, bodyObject, collection, failOnErrors, isObject, notFound, own, route, type JsonObject } from './plumbing';
import { parseQuery, readChoice, readInt, readList, readText } from './query';
import { COLLECTIONS, EMAIL_FOLDERS, EMAIL_LABELS, type DemoEmail, type EmailFolder, type EmailLabel } from './types';
import { bool, choice, present, type FieldErrors } from './body-fields';

/** `starred` is a view, not a stored folder. */
const VIEWS = [...EMAIL_FOLDERS, 'starred'] as const;
const UPDATABLE = ['isRead', 'isStarred', 'folder'] as const;
const MAX_IDS = 1000;

const emails = (state: MockState): DemoEmail[] => collection<DemoEmail>(state, COLLECTIONS.emails);

export const isTrashed = (e: DemoEmail): boolean => e.folder === 'trash' || e.isDeleted === true;

const newestFirst = (list: readonly DemoEmail[]): DemoEmail[] => [...list].sort((a, b) => Date.parse(b.time) - Date.parse(a.time) || b.id - a.id);

export function emailCounters(all: readonly DemoEmail[]): { inbox: number; draft: number; spam: number } {
  const live = all.filter((e) => !isTrashed(e));
  return {
    inbox: live.filter((e) => e.folder === 'inbox' && !e.isRead).length,
    draft: live.filter((e) => e.folder === 'draft').length,
    spam: live.filter((e) => e.folder === 'spam' && !e.isRead).length,
  };
}

function inView(e: DemoEmail, view: (typeof VIEWS)[number] | undefined): boolean {
  if (view === 'trash') return isTrashed(e);
  if (isTrashed(e)) return false;
  if (view === 'starred') return e.isStarred;
  return view === undefined || e.folder === view;
}

/** The emails named by `emailIds` (a list or one id); 404 when one is unknown. */
function pickEmails(state: MockState, body: JsonObject): DemoEmail[] {
  const ids = readList(own(body, 'emailIds'), 'emailIds').map((v) => {
    const id = readInt(v, 'emailIds');
    if (id === undefined) throw badRequest(say('email.ids'));
    return id;
  });
  if (ids.length === 0) throw badRequest(say('email.ids_empty'));
  if (ids.length > MAX_IDS) throw badRequest(say('email.ids_too_many', { max: MAX_IDS }));
  const all = emails(state);
  return ids.map((id) => {
    const email = all.find((e) => e.id === id);
    if (!email) throw notFound(say('email.not_found_id', { id }));
    return email;
  });
}

function readUpdate(body: JsonObject): { isRead?: boolean; isStarred?: boolean; folder?: EmailFolder } {
  const data = own(body, 'dataToUpdate');
  if (!isObject(data)) throw badRequest(say('email.update_object'));
  if (Object.keys(data).length === 0) throw badRequest(say('email.update_empty', { fields: UPDATABLE.join(', ') }));
  const unknown = Object.keys(data).filter((k) => !UPDATABLE.some((u) => u === k));
  if (unknown.length > 0) throw badRequest(say('email.update_fields', { fields: unknown.join(', '), allowed: UPDATABLE.join(', ') }));
  const errors: FieldErrors = {};
  const update = {
    isRead: bool(data, 'isRead', errors),
    isStarred: bool(data, 'isStarred', errors),
    folder: choice(data, 'folder', EMAIL_FOLDERS, errors, false),
  };
  failOnErrors(errors);
  return update;
}

export function mountEmail(router: Router, state: MockState): void {
  router.get(
    '/apps/email/emails',
    route((req, res) => {
      const query = parseQuery(req.originalUrl);
      const q = (readText(query.q, 'q') ?? '').trim().toLowerCase();
      const label = readChoice(query.label, 'label', EMAIL_LABELS);
      // Folder defaults to inbox, except that a label alone shows that label in every live folder.
      const view = readChoice(query.folder, 'folder', VIEWS) ?? (label === undefined ? 'inbox' : undefined);
      const all = emails(state);
      const list = all.filter(
        (e) =>
          inView(e, view) &&
          (label === undefined || e.labels.includes(label)) &&
          (q === '' || e.from.name.toLowerCase().includes(q) || e.subject.toLowerCase().includes(q)),
      );
      res.json({ emails: newestFirst(list), emailsMeta: emailCounters(all) });
    }),
  );

  router.post(
    '/apps/email/update-emails',
    route((req, res) => {
      const body = bodyObject(req);
      const update = readUpdate(body);
      const chosen = pickEmails(state, body);
      for (const email of chosen) {
        if (update.isRead !== undefined) email.isRead = update.isRead;
        if (update.isStarred !== undefined) email.isStarred = update.isStarred;
        if (update.folder !== undefined) email.folder = update.folder;
      }
      state.commit();
      res.json({ emails: chosen, emailsMeta: emailCounters(emails(state)) });
    }),
  );

  router.post(
    '/apps/email/update-emails-label',
    route((req, res) => {
      const body = bodyObject(req);
      const errors: FieldErrors = {};
      const found = choice(body, 'label', EMAIL_LABELS, errors, true);
      failOnErrors(errors);
      const label: EmailLabel = present(found, 'label');
      const chosen = pickEmails(state, body);
      for (const email of chosen) {
        email.labels = email.labels.includes(label) ? email.labels.filter((l) => l !== label) : [...email.labels, label];
      }
      state.commit();
      res.json({ emails: chosen });
    }),
  );

  router.get(
    '/apps/email/paginate-email',
    route((req, res) => {
      const query = parseQuery(req.originalUrl);
      const dir = readChoice(query.dir, 'dir', ['previous', 'next'] as const);
      if (dir === undefined) throw badRequest(say('email.dir'));
      const emailId = readInt(query.emailId, 'emailId');
      if (emailId === undefined) throw badRequest(say('email.id_required'));
      const ordered = newestFirst(emails(state));
      const at = ordered.findIndex((e) => e.id === emailId);
      if (at < 0) throw notFound(say('email.not_found'));
      const target = ordered[dir === 'previous' ? at - 1 : at + 1];
      if (!target) throw notFound(say(dir === 'previous' ? 'email.no_previous' : 'email.no_next'));
      res.json(target);
    }),
  );
}
