/**
 * The server's messages in the caller's language (issues 7 and 8): the same error answers in
 * zh_CN, en, fr and ar by Accept-Language (zh_CN without one), on the envelope API, the mock API
 * and the demo auth routes; messages a contract fixes keep their exact wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;
const API = '/admin-company/v1';
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
});
afterAll(() => s.close());

/** Accept-Language as browsers and the app send it → the answer's language. */
const LANGUAGES = [
  { header: 'zh-CN', contentLanguage: 'zh-CN' },
  { header: 'en', contentLanguage: 'en' },
  { header: 'fr', contentLanguage: 'fr' },
  { header: 'ar', contentLanguage: 'ar' },
] as const;

const get = (path: string, language?: string, token?: string) => s.call('GET', path, { token, headers: language ? { 'Accept-Language': language } : {} });

describe('server messages follow Accept-Language', () => {
  it('401 without a token: the envelope msg in each of the four languages', async () => {
    const expected: Record<string, string> = {
      'zh-CN': '未认证：请携带 POST /auth/login 返回的 Authorization: Bearer <token>',
      en: 'Unauthorized: send Authorization: Bearer <token> from POST /auth/login',
      fr: 'Non authentifié : envoyez Authorization: Bearer <jeton> obtenu par POST /auth/login',
      ar: 'غير مصادَق: أرسل Authorization: Bearer <token> الذي يعيده POST /auth/login',
    };
    for (const { header, contentLanguage } of LANGUAGES) {
      const r = await get(`${API}/stores`, header);
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ code: 401, msg: expected[header], data: null });
      expect(r.headers.get('content-language')).toBe(contentLanguage);
    }
  });

  it('a message with parameters keeps them in every language (404 of a record)', async () => {
    const msgs = new Set<string>();
    for (const { header } of LANGUAGES) {
      const r = await get(`${API}/stores/no-such-id`, header, admin);
      expect(r.status).toBe(404);
      expect(r.body.code).toBe(404);
      expect(r.body.msg).toContain('`stores`');
      expect(r.body.msg).toContain('no-such-id');
      msgs.add(r.body.msg);
    }
    expect(msgs.size).toBe(4);
    expect(msgs).toContain('No `stores` record with id no-such-id');
    expect(msgs).toContain('`stores` 中没有 id 为 no-such-id 的记录');
  });

  it('list query errors (400) are translated too', async () => {
    const en = await get(`${API}/stores?order=sideways`, 'en', admin);
    const fr = await get(`${API}/stores?order=sideways`, 'fr', admin);
    expect(en.status).toBe(400);
    expect(en.body.msg).toBe('`order` must be asc or desc');
    expect(fr.body.msg).toBe('`order` doit valoir asc ou desc');
  });

  it('no Accept-Language, or none of the four languages: zh_CN; ranges are taken by q then order', async () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'zh-CN'],
      ['*', 'zh-CN'],
      ['de-DE,de;q=0.9', 'zh-CN'],
      ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
      ['en;q=0.2, ar;q=0.7', 'ar'],
      ['de, zh-Hans-CN;q=0.5, en;q=0.4', 'zh-CN'],
      ['en-US', 'en'],
    ];
    for (const [header, language] of cases) {
      const r = await get(`${API}/stores`, header);
      expect(r.headers.get('content-language'), String(header)).toBe(language);
    }
    expect((await get(`${API}/stores`)).body.msg).toBe('未认证：请携带 POST /auth/login 返回的 Authorization: Bearer <token>');
  });

  it('the mock API: message and field errors in the caller language', async () => {
    const ar = await get('/apps/user/users/99999', 'ar');
    expect(ar.status).toBe(404);
    expect(ar.body).toEqual({ message: 'المستخدم غير موجود' });
    const fr = await s.call('POST', '/apps/user/users', {
      body: { user: { fullName: 'X', username: 'bad name!', email: 'x@demo.com' } },
      headers: { 'Accept-Language': 'fr' },
    });
    expect(fr.status).toBe(400);
    expect(fr.body.message).toBe('La validation a échoué');
    expect(fr.body.errors).toEqual({
      username: 'Le nom d’utilisateur ne peut contenir que lettres, chiffres, points, tirets et soulignés',
      role: 'role est obligatoire',
      currentPlan: 'currentPlan est obligatoire',
    });
    const en = await s.call('POST', '/apps/user/users', {
      body: { user: { fullName: 'X', username: 'bad name!', email: 'x@demo.com' } },
      headers: { 'Accept-Language': 'en' },
    });
    expect(en.body.errors.role).toBe('role is required');
  });

  it("the resources' 422 field errors stay message keys, which the app translates", async () => {
    for (const { header } of LANGUAGES) {
      const r = await s.call('POST', `${API}/stores`, { token: admin, body: {}, headers: { 'Accept-Language': header } });
      expect(r.status).toBe(422);
      for (const message of Object.values(r.body.data.errors as Record<string, string>)) expect(message).toMatch(/^app\.validation\./);
    }
  });

  it('messages fixed by the contract keep their wording in every language', async () => {
    for (const { header } of LANGUAGES) {
      const login = await s.call('POST', '/auth/login', { body: { email: 'admin@demo.com', password: 'wrong' }, headers: { 'Accept-Language': header } });
      expect(login.status).toBe(400);
      expect(login.body).toEqual({ error: { email: ['Email or Password is Invalid'] } });
      const ok = await get(`${API}/tenant/user/privilege/resource/list`, header, admin);
      expect(ok.body.msg).toBe('ok');
    }
  });
});
