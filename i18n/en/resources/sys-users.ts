import type { ResourceLabels } from '../../types';

export default {
  name: 'System user |||| System users',
  fields: {
    id: 'ID',
    email: 'Email',
    username: 'Username',
    nickname: 'Display name',
    phone: 'Phone',
    role: 'Role',
    roleIds: 'Roles',
    storeId: 'Store',
    status: 'Status',
    password: 'Password',
    avatar: 'Avatar',
    lastSigninAt: 'Last sign-in',
    createdAt: 'Created at',
  },
  enums: {
    role: { admin: 'Administrator', client: 'Store manager', guest: 'Guest' },
    status: { active: 'Active', disabled: 'Disabled' },
  },
} satisfies ResourceLabels;
