/** The throw-away schema the extensibility test drops into resources/ (and removes afterwards). */
export const PROBE_FILE = 'resources/demo/probe-widgets.ts';
export const PROBE_SOURCE = `import { defineResource, f } from '../define';

// Written by tests/extensibility: proves one file is enough for a new screen.
export default defineResource({
  name: 'probe-widgets',
  route: '/apps/probe/widgets',
  privilege: 'RESOURCE_ADMIN_COMPANY_STORE_TAG',
  menu: { section: 'company', group: 'store', order: 99, icon: 'Category' },
  title: 'name',
  search: ['name'],
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    id: f.id(),
    name: f.text({ required: true, unique: true, maxLength: 30, filter: 'search', gen: (_g, { index }) => \`Widget \${index + 1}\` }),
    storeId: f.ref('stores', { required: true, filter: 'equal', gen: (g, ctx) => g.refId(ctx, 'stores') }),
    size: f.enum({ small: 'default', large: 'primary' }, { filter: 'anyOf', gen: (g) => g.pick(['small', 'large']) }),
  },
  demo: { count: 7 },
});
`;
