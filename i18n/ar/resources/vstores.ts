import type { ResourceLabels } from '../../types';

export default {
  name: 'المتاجر الافتراضية |||| متجر افتراضي |||| المتاجر الافتراضية |||| المتاجر الافتراضية |||| المتاجر الافتراضية |||| المتاجر الافتراضية',
  fields: {
    id: 'المعرّف',
    sn: 'الرقم',
    name: 'الاسم',
    type: 'نوع الشريك',
    contact: 'جهة الاتصال',
    phone: 'الهاتف',
    areaId: 'المنطقة',
    address: 'العنوان',
    commissionRate: 'نسبة العمولة',
    balance: 'الرصيد',
    frozenAmount: 'المبلغ المجمّد',
    settleAccount: 'حساب التسوية',
    status: 'الحالة',
    contractEndAt: 'تاريخ انتهاء العقد',
    createdAt: 'وقت الإنشاء',
  },
  enums: {
    type: { agent: 'وكيل', franchise: 'صاحب امتياز', enterprise: 'مؤسسة' },
    status: { active: 'نشط', suspended: 'موقوف', closed: 'مغلق' },
  },
} satisfies ResourceLabels;
