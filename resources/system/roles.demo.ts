/** Demo data of `roles` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema, { CLIENT_CODES } from './roles';
import { ALL_PRIVILEGE_CODES } from '../privilege-tree';

export default defineDemo(schema, {
  count: 0,
  rows: () => [
    {
      id: 'admin',
      name: '超级管理员',
      description: 'admin — manages everything',
      builtin: true,
      privilegeIds: [...ALL_PRIVILEGE_CODES],
      createdAt: '2025-01-01T00:00:00.000Z',
    },
    {
      id: 'client',
      name: '门店店长',
      description: 'client — a store manager: the dashboard map and the store-level screens',
      builtin: true,
      privilegeIds: CLIENT_CODES,
      createdAt: '2025-01-01T00:00:00.000Z',
    },
    { id: 'guest', name: '访客', description: 'guest — no back-office access', builtin: true, privilegeIds: [], createdAt: '2025-01-01T00:00:00.000Z' },
  ],
});
