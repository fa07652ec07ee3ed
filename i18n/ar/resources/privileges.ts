import type { ResourceLabels } from '../../types';

export default {
  name: 'الصلاحيات |||| صلاحية |||| الصلاحيات |||| الصلاحيات |||| الصلاحيات |||| الصلاحيات',
  fields: {
    id: 'المعرّف',
    code: 'الرمز',
    parentId: 'العنصر الأب',
    type: 'نوع العقدة',
    depth: 'العمق',
    order: 'الترتيب',
    inferred: 'مستنتج',
  },
  enums: {
    type: { menu: 'قائمة', route: 'مسار', action: 'إجراء' },
  },
} satisfies ResourceLabels;
