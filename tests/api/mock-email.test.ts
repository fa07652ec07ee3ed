import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEmails } from '../../server/mock/seed/emails';
import type { DemoEmail } from '../../server/mock/types';
import { list, obj, startMockServer, type MockServer } from './mock-harness';

let api: MockServer;
const seed = seedEmails();
const trashed = (e: DemoEmail) => e.folder === 'trash' || e.isDeleted === true;
beforeAll(async () => {
  api = await startMockServer();
});
afterAll(() => api.close());

const emails = async (query = '') => obj((await api.get(`/apps/email/emails${query}`)).body);
const times = (rows: Record<string, unknown>[]) => rows.map((e) => Date.parse(String(e.time)));

describe('GET /apps/email/emails', () => {
  it('defaults to the inbox, newest first, with {inbox, draft, spam} counters', async () => {
    const b = await emails();
    const rows = list(b.emails);
    expect(rows.map((e) => e.id).sort()).toEqual(
      seed
        .filter((e) => e.folder === 'inbox' && !trashed(e))
        .map((e) => e.id)
        .sort(),
    );
    expect(times(rows)).toEqual([...times(rows)].sort((a, c) => c - a));
    expect(b.emailsMeta).toEqual({
      inbox: seed.filter((e) => e.folder === 'inbox' && !e.isRead && !trashed(e)).length,
      draft: seed.filter((e) => e.folder === 'draft' && !trashed(e)).length,
      spam: seed.filter((e) => e.folder === 'spam' && !e.isRead && !trashed(e)).length,
    });
  });

  it('the seed covers every folder, replies, attachments and a hostile message', () => {
    expect(new Set(seed.map((e) => e.folder))).toEqual(new Set(['inbox', 'sent', 'draft', 'spam', 'trash']));
    expect(seed.some((e) => e.replies.length > 0)).toBe(true);
    expect(seed.some((e) => e.attachments.length > 0)).toBe(true);
    expect(seed.some((e) => e.message.includes('onerror=') && e.message.includes('<script>'))).toBe(true);
    expect(JSON.stringify(seed)).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it('trash shows only trashed emails (folder trash or isDeleted); other folders exclude them', async () => {
    const trash = list((await emails('?folder=trash')).emails);
    expect(trash.map((e) => e.id).sort()).toEqual(
      seed
        .filter(trashed)
        .map((e) => e.id)
        .sort(),
    );
    for (const folder of ['inbox', 'sent', 'draft', 'spam']) {
      const rows = list((await emails(`?folder=${folder}`)).emails);
      expect(rows.every((e) => e.folder === folder && e.isDeleted !== true)).toBe(true);
    }
  });

  it('starred shows starred emails that are not trashed', async () => {
    const rows = list((await emails('?folder=starred')).emails);
    expect(rows.map((e) => e.id).sort()).toEqual(
      seed
        .filter((e) => e.isStarred && !trashed(e))
        .map((e) => e.id)
        .sort(),
    );
  });

  it('q matches sender name or subject, case-insensitively; label filters by label', async () => {
    const sender = seed.find((e) => e.folder === 'inbox' && !trashed(e));
    if (!sender) throw new Error('no inbox email');
    const byName = list((await emails(`?q=${encodeURIComponent(sender.from.name.toUpperCase())}`)).emails);
    expect(byName.map((e) => e.id)).toContain(sender.id);
    const bySubject = list((await emails('?q=SUSPICIOUS')).emails);
    expect(bySubject.length).toBeGreaterThan(0);
    expect(
      bySubject.every((e) => String(e.subject).toLowerCase().includes('suspicious') || String(obj(e.from).name).toLowerCase().includes('suspicious')),
    ).toBe(true);
    const important = list((await emails('?label=important')).emails);
    expect(important.map((e) => e.id).sort()).toEqual(
      seed
        .filter((e) => e.labels.includes('important') && !trashed(e))
        .map((e) => e.id)
        .sort(),
    );
  });

  it('refuses an unknown folder or label with 400', async () => {
    expect((await api.get('/apps/email/emails?folder=archive')).status).toBe(400);
    expect((await api.get('/apps/email/emails?label=secret')).status).toBe(400);
  });
});

describe('POST /apps/email/update-emails', () => {
  it('merges isRead/isStarred/folder into each chosen email and saves it', async () => {
    const ids = seed
      .filter((e) => e.folder === 'inbox' && !e.isRead && !trashed(e))
      .map((e) => e.id)
      .slice(0, 2);
    const before = obj((await emails()).emailsMeta).inbox as number;
    const { status } = await api.send('POST', '/apps/email/update-emails', { emailIds: ids, dataToUpdate: { isRead: true, isStarred: true } });
    expect(status).toBe(200);
    expect(obj((await emails()).emailsMeta).inbox).toBe(before - ids.length);
    const onDisk = list(api.readFile().demoEmails).filter((e) => ids.includes(Number(e.id)));
    expect(onDisk.every((e) => e.isRead === true && e.isStarred === true)).toBe(true);

    await api.send('POST', '/apps/email/update-emails', { emailIds: [ids[0]], dataToUpdate: { folder: 'trash' } });
    expect(list((await emails('?folder=trash')).emails).map((e) => e.id)).toContain(ids[0]);
  });

  it('refuses other fields, bad values and unknown ids', async () => {
    const other = await api.send('POST', '/apps/email/update-emails', { emailIds: [1], dataToUpdate: { subject: 'hacked' } });
    expect(other.status).toBe(400);
    expect(obj(other.body).message).toMatch(/subject/);
    expect((await api.send('POST', '/apps/email/update-emails', { emailIds: [1], dataToUpdate: { folder: 'starred' } })).status).toBe(400);
    expect((await api.send('POST', '/apps/email/update-emails', { emailIds: [1], dataToUpdate: { isRead: 'yes' } })).status).toBe(400);
    expect((await api.send('POST', '/apps/email/update-emails', { emailIds: [], dataToUpdate: { isRead: true } })).status).toBe(400);
    expect((await api.send('POST', '/apps/email/update-emails', { emailIds: [9999], dataToUpdate: { isRead: true } })).status).toBe(404);
    expect((await api.send('POST', '/apps/email/update-emails', { emailIds: [1], dataToUpdate: {} })).status).toBe(400);
    const proto = await api.send('POST', '/apps/email/update-emails', '{"emailIds":[1],"dataToUpdate":{"__proto__":{"polluted":1}}}');
    expect(proto.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('POST /apps/email/update-emails-label', () => {
  it('toggles the label on each chosen email and saves it', async () => {
    const target = seed.find((e) => !e.labels.includes('company'));
    if (!target) throw new Error('no email without the company label');
    const add = await api.send('POST', '/apps/email/update-emails-label', { emailIds: [target.id], label: 'company' });
    expect(add.status).toBe(200);
    const saved = () => list(api.readFile().demoEmails).find((e) => e.id === target.id);
    expect(saved()?.labels).toContain('company');
    await api.send('POST', '/apps/email/update-emails-label', { emailIds: [target.id], label: 'company' });
    expect(saved()?.labels).not.toContain('company');
  });

  it('accepts only the four labels', async () => {
    const { status, body } = await api.send('POST', '/apps/email/update-emails-label', { emailIds: [1], label: 'urgent' });
    expect(status).toBe(400);
    expect(Object.keys(obj(obj(body).errors))).toEqual(['label']);
  });
});

describe('GET /apps/email/paginate-email', () => {
  it('answers the email before or after by position in the whole list, newest first, or 404', async () => {
    const ordered = [...seed].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
    const middle = ordered[5];
    expect(obj((await api.get(`/apps/email/paginate-email?dir=next&emailId=${middle.id}`)).body).id).toBe(ordered[6].id);
    expect(obj((await api.get(`/apps/email/paginate-email?dir=previous&emailId=${middle.id}`)).body).id).toBe(ordered[4].id);
    expect((await api.get(`/apps/email/paginate-email?dir=previous&emailId=${ordered[0].id}`)).status).toBe(404);
    expect((await api.get(`/apps/email/paginate-email?dir=next&emailId=${ordered.at(-1)?.id}`)).status).toBe(404);
    expect((await api.get('/apps/email/paginate-email?dir=next&emailId=9999')).status).toBe(404);
    expect((await api.get('/apps/email/paginate-email?dir=up&emailId=1')).status).toBe(400);
    expect((await api.get('/apps/email/paginate-email?dir=next&emailId=abc')).status).toBe(400);
  });
});
