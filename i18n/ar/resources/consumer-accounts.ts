import type { ResourceLabels } from '../../types';

export default {
  name: 'حسابات الركاب |||| حساب راكب |||| حسابات الركاب |||| حسابات الركاب |||| حساب راكب |||| حساب راكب',
  fields: {
    id: 'ID',
    accountNo: 'رقم الحساب',
    consumerId: 'الراكب',
    storeId: 'المتجر',
    status: 'الحالة',
    balance: 'الرصيد',
    deposit: 'التأمين',
    frozen: 'المبلغ المجمّد',
    points: 'النقاط',
    totalRecharge: 'إجمالي الشحن',
    totalConsumption: 'إجمالي الإنفاق',
    lastTransactionAt: 'آخر معاملة',
    createdAt: 'تاريخ الفتح',
  },
  enums: {
    status: { normal: 'نشط', frozen: 'مجمّد', closed: 'مغلق' },
  },
  actions: { adjust: 'تسوية الحساب' },
} satisfies ResourceLabels;
