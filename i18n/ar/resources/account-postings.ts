import type { ResourceLabels } from '../../types';

export default {
  name: 'قيود الحساب |||| قيد حساب |||| قيدا حساب |||| قيود الحساب |||| قيد حساب |||| قيد حساب',
  fields: {
    id: 'المعرّف',
    accountId: 'حساب الراكب',
    field: 'البند',
    amount: 'المبلغ',
    balanceAfter: 'بعد القيد',
    causeResource: 'المصدر',
    causeId: 'السجل',
    createdBy: 'بواسطة',
    createdAt: 'وقت القيد',
  },
  enums: {
    field: { balance: 'الرصيد', deposit: 'الوديعة', frozen: 'المبلغ المجمّد' },
  },
} satisfies ResourceLabels;
