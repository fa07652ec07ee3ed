import type { ResourceLabels } from '../../types';

export default {
  name: 'قنوات تأجير |||| قناة تأجير |||| قنوات تأجير |||| قنوات تأجير |||| قناة تأجير |||| قناة تأجير',
  fields: {
    id: 'ID',
    code: 'رمز القناة',
    name: 'الاسم',
    storeId: 'المتجر',
    type: 'نوع القناة',
    contactName: 'جهة الاتصال',
    contactPhone: 'هاتف جهة الاتصال',
    commissionRate: 'نسبة العمولة',
    settlementCycle: 'دورة التسوية',
    enabled: 'مفعّلة',
    remark: 'ملاحظة',
    createdAt: 'تاريخ الإنشاء',
  },
  enums: {
    type: { store_counter: 'مكتب المتجر', mini_program: 'برنامج مصغّر', agent: 'وكيل', enterprise: 'شركة' },
    settlementCycle: { daily: 'يومية', weekly: 'أسبوعية', monthly: 'شهرية' },
  },
} satisfies ResourceLabels;
