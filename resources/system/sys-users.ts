import { defineResource, f } from '../define';

const PINYIN_SURNAMES = ['wang', 'li', 'zhang', 'liu', 'chen', 'yang', 'zhao', 'wu', 'zhou', 'xu'];
const PINYIN_GIVEN = ['wei', 'fang', 'na', 'min', 'jing', 'lei', 'qiang', 'yang', 'tao', 'jie'];

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
      gen: (g, { index }) => `${g.pick(PINYIN_SURNAMES)}.${g.pick(PINYIN_GIVEN)}${index + 1}`,
    }),
    nickname: f.text({ required: true, maxLength: 40, gen: (g) => g.personName() }),
    phone: f.phone({ gen: (g) => g.phone() }),
    role: f.enum(
      { admin: 'primary', client: 'info', guest: 'default' },
      { required: true, filter: 'anyOf', default: 'client', gen: (g) => g.weighted({ admin: 1, client: 3, guest: 1 }) },
    ),
    roleIds: f.refMany('roles', { required: true, filter: 'anyOf', views: ['list', 'show', 'create', 'edit'], gen: (_g, { record }) => [String(record.role)] }),
    storeId: f.ref('stores', { filter: 'equal', gen: (g, ctx) => (ctx.record.role === 'client' ? g.refId(ctx, 'stores') : undefined) }),
    status: f.enum(
      { active: 'success', disabled: 'default' },
      { required: true, filter: 'anyOf', default: 'active', gen: (g) => g.weighted({ active: 9, disabled: 1 }) },
    ),
    password: f.text({ writeOnly: true, minLength: 6, maxLength: 100, views: ['create', 'edit'], gen: () => 'staff123' }),
    avatar: f.image(),
    lastSigninAt: f.datetime({ readOnly: true, views: ['list', 'show'], gen: (g) => g.recent(20) }),
    createdAt: f.datetime({ readOnly: true, views: ['show'], gen: (g) => g.recent(400) }),
  },
  demo: {
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
  },
});
