import type { ResourceLabels } from '../../types';

export default {
  name: 'تسويات الحسابات |||| تسوية حساب |||| تسويات الحسابات |||| تسويات الحسابات |||| تسوية حساب |||| تسوية حساب',
  fields: {
    id: 'المعرّف',
    accountId: 'حساب الراكب',
    target: 'البند',
    amount: 'المبلغ',
    after: 'بعد التسوية',
    reason: 'السبب',
    createdBy: 'بواسطة',
    createdAt: 'وقت التسوية',
  },
  enums: {
    target: { balance: 'الرصيد', deposit: 'التأمين', frozen: 'المبلغ المجمّد', points: 'النقاط' },
  },
} satisfies ResourceLabels;
