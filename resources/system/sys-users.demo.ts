/** Demo data of `sys-users` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './sys-users';

const PINYIN_SURNAMES = ['wang', 'li', 'zhang', 'liu', 'chen', 'yang', 'zhao', 'wu', 'zhou', 'xu'];
const PINYIN_GIVEN = ['wei', 'fang', 'na', 'min', 'jing', 'lei', 'qiang', 'yang', 'tao', 'jie'];

export default defineDemo(schema, {
  count: 9,
  rows: () => [
    {
      id: '1',
      email: 'admin@demo.com',
      username: 'admin',
      nickname: '系统管理员',
      role: 'admin',
      roleIds: ['admin'],
      status: 'active',
      password: 'admin',
      storeId: undefined,
    },
    {
      id: '2',
      email: 'client@demo.com',
      username: 'client',
      nickname: '雁塔店长',
      role: 'client',
      roleIds: ['client'],
      status: 'active',
      password: 'client',
      storeId: '1',
    },
    {
      id: '3',
      email: 'guest@demo.com',
      username: 'guest',
      nickname: '访客',
      role: 'guest',
      roleIds: ['guest'],
      status: 'active',
      password: 'guest',
      storeId: undefined,
    },
  ],
  fields: {
    username: (g, { index }) => `${g.pick(PINYIN_SURNAMES)}.${g.pick(PINYIN_GIVEN)}${index + 1}`,
    nickname: (g) => g.personName(),
    phone: (g) => g.phone(),
    role: (g) => g.weighted({ admin: 1, client: 3, guest: 1 }),
    roleIds: (_g, { record }) => [String(record.role)],
    storeId: (g, ctx) => (ctx.record.role === 'client' ? g.refId(ctx, 'stores') : undefined),
    status: (g) => g.weighted({ active: 9, disabled: 1 }),
    password: () => 'staff123',
    lastSigninAt: (g) => g.recent(20),
    createdAt: (g) => g.recent(400),
  },
});
