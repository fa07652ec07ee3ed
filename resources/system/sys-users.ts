import { defineResource, f } from '../define';

/** Back-office staff accounts (the demo accounts of CONTRACT §3 come first). */
export default defineResource({
  name: 'sys-users',
  route: '/apps/system/user',
  privilege: 'RESOURCE_ADMIN_SYSTEM_RBAC_USER',
  menu: { section: 'system', group: 'rbac', order: 10, icon: 'ManageAccounts' },
  title: 'nickname',
  search: ['email', 'username', 'nickname', 'phone'],
  defaultSort: { field: 'id', order: 'ASC' },
  list: { columns: ['nickname', 'username', 'email', 'roleIds', 'storeId', 'status', 'lastSigninAt'] },
  subtitle: ['username', 'email'],
  fields: {
    id: f.id(),
    email: f.email({ required: true, unique: true, maxLength: 120, filter: 'search' }),
    username: f.text({
      required: true,
      unique: true,
      maxLength: 40,
      pattern: '[A-Za-z0-9_.-]+',
      patternMessage: 'app.validation.username',
    }),
    nickname: f.text({ required: true, maxLength: 40 }),
    phone: f.phone(),
    role: f.enum({ admin: 'primary', client: 'info', guest: 'default' }, { required: true, filter: 'anyOf', default: 'client' }),
    roleIds: f.refMany('roles', { required: true, filter: 'anyOf', views: ['list', 'show', 'create', 'edit'] }),
    storeId: f.ref('stores', { filter: 'equal' }),
    status: f.enum({ active: 'success', disabled: 'default' }, { required: true, filter: 'anyOf', default: 'active' }),
    password: f.text({ writeOnly: true, minLength: 6, maxLength: 100, views: ['create', 'edit'] }),
    avatar: f.image(),
    lastSigninAt: f.datetime({ readOnly: true, views: ['list', 'show'] }),
    createdAt: f.datetime({ readOnly: true, views: ['show'] }),
  },
});
