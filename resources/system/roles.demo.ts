/** Demo data of `roles` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema, { CLIENT_CODES, REFUND_REVIEWER_CODES, viewerCodes } from './roles';
import { ALL_PRIVILEGE_CODES } from '../privilege-tree';

const CREATED = '2025-01-01T00:00:00.000Z';

export default defineDemo(schema, {
  count: 0,
  rows: (_g, registry) => [
    {
      id: 'admin',
      name: '超级管理员',
      description: 'admin — manages everything',
      builtin: true,
      privilegeIds: [...ALL_PRIVILEGE_CODES],
      createdAt: CREATED,
    },
    {
      id: 'client',
      name: '门店店长',
      description: 'client — a store manager: the dashboard map and the store-level screens',
      builtin: true,
      privilegeIds: CLIENT_CODES,
      createdAt: CREATED,
    },
    { id: 'guest', name: '访客', description: 'guest — no back-office access', builtin: true, privilegeIds: [], createdAt: CREATED },
    {
      id: 'viewer',
      name: '只读查看员',
      description: 'viewer — reads every company screen and report, writes nothing',
      builtin: false,
      privilegeIds: viewerCodes(registry),
      createdAt: CREATED,
    },
    {
      id: 'refund-reviewer',
      name: '退款审核员',
      description: 'refund reviewer — reads refunds, approves or rejects them, creates none',
      builtin: false,
      privilegeIds: [...REFUND_REVIEWER_CODES],
      createdAt: CREATED,
    },
  ],
});
