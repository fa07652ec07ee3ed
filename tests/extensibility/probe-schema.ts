/** The throw-away schema the extensibility test drops into resources/ (and removes afterwards). */
export const PROBE_FILE = 'resources/demo/probe-widgets.ts';
/** Its demo records, beside it (only the server reads them). */
export const PROBE_DEMO_FILE = 'resources/demo/probe-widgets.demo.ts';
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
  // its page: a header, two titled sections, the batteries of its store, and a command sent to its cabinet
  layout: {
    header: { chips: ['size'] },
    columns: 3,
    sections: [
      { name: 'what', fields: ['name', 'size', 'faultNote'] },
      { name: 'where', fields: ['storeId', 'cabinetId'], related: ['batteries'] },
    ],
  },
  related: [{ resource: 'batteries', via: 'storeId', match: 'storeId' }],
  recordActions: { ping: { creates: 'cab-commands', prefill: { cabinetId: 'cabinetId' }, asks: ['operate', 'binOrdinal'], icon: 'Send' } },
  labels: {
    zh_CN: { name: '探针', fields: { id: 'ID', name: '名称', storeId: '门店', cabinetId: '电柜', size: '尺寸', faultNote: '故障说明' }, enums: { size: { small: '小', large: '大' } }, sections: { what: '是什么', where: '在哪里' }, actions: { ping: '测试指令' } },
    en: { name: 'Probe widget |||| Probe widgets', fields: { id: 'ID', name: 'Name', storeId: 'Store', cabinetId: 'Cabinet', size: 'Size', faultNote: 'Fault note' }, enums: { size: { small: 'Small', large: 'Large' } }, sections: { what: 'What it is', where: 'Where it is' }, actions: { ping: 'Ping its cabinet' } },
    fr: { name: 'Sonde |||| Sondes', fields: { id: 'ID', name: 'Nom', storeId: 'Magasin', cabinetId: 'Armoire', size: 'Taille', faultNote: 'Note de panne' }, enums: { size: { small: 'Petite', large: 'Grande' } }, sections: { what: 'Quoi', where: 'Où' }, actions: { ping: 'Tester l’armoire' } },
    ar: { name: 'مسبار |||| مسابير', fields: { id: 'المعرف', name: 'الاسم', storeId: 'المتجر', cabinetId: 'الخزانة', size: 'الحجم', faultNote: 'ملاحظة العطل' }, enums: { size: { small: 'صغير', large: 'كبير' } }, sections: { what: 'ما هو', where: 'أين هو' }, actions: { ping: 'اختبار الخزانة' } },
  },
  fields: {
    id: f.id(),
    name: f.text({ required: true, unique: true, maxLength: 30, filter: 'search' }),
    storeId: f.ref('stores', { required: true, filter: 'equal' }),
    size: f.enum({ small: 'default', large: 'primary' }, { filter: 'anyOf' }),
    cabinetId: f.ref('cab-devices'),
    faultNote: f.text({ maxLength: 60, requiredWhen: { size: ['large'] } }),
  },
});
`;
export const PROBE_DEMO_SOURCE = `import { defineDemo } from '../demo-gen';
import schema from './probe-widgets';

export default defineDemo(schema, {
  count: 7,
  fields: {
    name: (_g, { index }) => \`Widget \${index + 1}\`,
    storeId: (g, ctx) => g.refId(ctx, 'stores'),
    size: (g) => g.pick(['small', 'large']),
    cabinetId: (g, ctx) => g.refId(ctx, 'cab-devices'),
    faultNote: (_g, { record }) => (record.size === 'large' ? 'checked' : undefined),
  },
});
`;
