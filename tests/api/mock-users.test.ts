import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUsers } from '../../server/mock/seed/users';
import { list, obj, optionsQuery, startMockServer, type MockServer } from './mock-harness';

let api: MockServer;
const seed = seedUsers();
beforeAll(async () => {
  api = await startMockServer();
});
afterAll(() => api.close());

describe('GET /apps/user/users', () => {
  it('answers {filteredData, total, userTotal}: a page of 10, newest first, counters over all users', async () => {
    const { status, body } = await api.get('/apps/user/users');
    expect(status).toBe(200);
    const b = obj(body);
    expect(Object.keys(b).sort()).toEqual(['filteredData', 'total', 'userTotal']);
    expect(b.total).toBe(50);
    expect(list(b.filteredData).map((u) => u.id)).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41]);
    expect(b.userTotal).toEqual({
      total: 50,
      paying: seed.filter((u) => u.currentPlan !== 'basic').length,
      active: seed.filter((u) => u.status === 'active').length,
      unconfirmed: seed.filter((u) => u.status === 'pending').length,
    });
  });

  it('q matches username, email or full name, case-insensitively', async () => {
    const target = seed[7];
    for (const q of [target.fullName.toUpperCase(), target.username, target.email.split('@')[0].toUpperCase()]) {
      const b = obj((await api.get(`/apps/user/users?q=${encodeURIComponent(q)}&options[itemsPerPage]=-1`)).body);
      expect(list(b.filteredData).map((u) => u.id)).toContain(target.id);
      for (const u of list(b.filteredData)) {
        expect([u.username, u.email, u.fullName].some((f) => String(f).toLowerCase().includes(q.toLowerCase()))).toBe(true);
      }
    }
  });

  it('role, plan and status filter exactly and combine', async () => {
    const b = obj((await api.get('/apps/user/users?role=editor&plan=company&status=active&options[itemsPerPage]=-1')).body);
    const expected = seed.filter((u) => u.role === 'editor' && u.currentPlan === 'company' && u.status === 'active');
    expect(b.total).toBe(expected.length);
    expect(
      list(b.filteredData)
        .map((u) => u.id)
        .sort((x, y) => Number(x) - Number(y)),
    ).toEqual(expected.map((u) => u.id));
  });

  it('sorts by options[sortBy]/options[sortDesc] in bracket notation and pages 1-based', async () => {
    const q = optionsQuery({ page: 2, itemsPerPage: 5, sortBy: ['fullName'], sortDesc: [true] });
    const b = obj((await api.get(`/apps/user/users?${q}`)).body);
    const names = [...seed].map((u) => u.fullName).sort((x, y) => y.localeCompare(x, 'en', { sensitivity: 'base', numeric: true }));
    expect(list(b.filteredData).map((u) => u.fullName)).toEqual(names.slice(5, 10));
    expect(b.total).toBe(50);
  });

  it('itemsPerPage -1 answers every matching user', async () => {
    const b = obj((await api.get('/apps/user/users?options[itemsPerPage]=-1')).body);
    expect(list(b.filteredData)).toHaveLength(50);
  });

  it('accepts options as a JSON string', async () => {
    const options = encodeURIComponent(JSON.stringify({ page: 1, itemsPerPage: 3, sortBy: ['id'], sortDesc: [false] }));
    const b = obj((await api.get(`/apps/user/users?options=${options}`)).body);
    expect(list(b.filteredData).map((u) => u.id)).toEqual([1, 2, 3]);
  });

  it('refuses malformed input with 400 {message}, never a 500', async () => {
    for (const bad of [
      'options=%7Bnot-json',
      'options[page]=abc',
      'options[page]=0',
      'options[itemsPerPage]=-5',
      'options[sortBy][0]=password',
      'options[sortDesc][0]=maybe',
      'role=superuser',
      'q[a]=1',
      'options[__proto__][page]=2',
      'constructor[prototype][x]=1',
    ]) {
      const { status, body } = await api.get(`/apps/user/users?${bad}`);
      expect(status, bad).toBe(400);
      expect(typeof obj(body).message, bad).toBe('string');
      expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
    }
    expect(({} as Record<string, unknown>).page).toBeUndefined();
  });
});

describe('POST /apps/user/users', () => {
  const newUser = {
    fullName: 'Ada Lovelace',
    username: 'ada.l',
    email: 'ada@example.com',
    role: 'author',
    currentPlan: 'standard',
    status: 'pending',
    company: 'Analytical',
  };

  it('creates the user with 201, the next id and status forced to active, and saves it', async () => {
    const { status, body } = await api.send('POST', '/apps/user/users', newUser);
    expect(status).toBe(201);
    const created = obj(body);
    expect(created).toMatchObject({ ...newUser, id: 51, status: 'active', avatar: '' });
    const onDisk = list(api.readFile().demoUsers);
    expect(onDisk.find((u) => u.id === 51)).toEqual(created);
    expect(obj((await api.get('/apps/user/users/51')).body).email).toBe('ada@example.com');
  });

  it('accepts the body wrapped as {user} and plan as an alias of currentPlan', async () => {
    const { status, body } = await api.send('POST', '/apps/user/users', {
      user: { fullName: 'Alan Turing', username: 'alan.t', email: 'alan@example.com', role: 'editor', plan: 'enterprise' },
    });
    expect(status).toBe(201);
    expect(obj(body)).toMatchObject({ id: 52, currentPlan: 'enterprise', status: 'active' });
  });

  it('answers 400 {errors} naming each missing or wrong field', async () => {
    const { status, body } = await api.send('POST', '/apps/user/users', { username: 'bad name', role: 'king' });
    expect(status).toBe(400);
    expect(Object.keys(obj(obj(body).errors)).sort()).toEqual(['currentPlan', 'email', 'fullName', 'role', 'username']);
    const dup = await api.send('POST', '/apps/user/users', { ...newUser, username: 'other' });
    expect(dup.status).toBe(400);
    // the server's messages are in the caller's language; no Accept-Language: zh_CN (tests/api/server-messages.test.ts)
    expect(obj(obj(dup.body).errors).email).toBe('该邮箱已被使用。');
    expect((await api.send('POST', '/apps/user/users', '[1,2]')).status).toBe(400);
  });
});

describe('GET /apps/user/users/:id', () => {
  it('answers the user, or 404 {message: "用户不存在"}', async () => {
    expect((await api.get('/apps/user/users/3')).body).toEqual(seed[2]);
    for (const id of ['999', 'abc', '0']) {
      const { status, body } = await api.get(`/apps/user/users/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: '用户不存在' });
    }
  });
});
