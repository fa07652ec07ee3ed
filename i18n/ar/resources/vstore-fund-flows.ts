import type { ResourceLabels } from '../../types';

export default {
  name: 'الحركات المالية |||| حركة مالية |||| الحركات المالية |||| الحركات المالية |||| الحركات المالية |||| الحركات المالية',
  fields: {
    id: 'المعرّف',
    flowNo: 'رقم القيد',
    vstoreId: 'المتجر الافتراضي',
    type: 'نوع القيد',
    amount: 'المبلغ',
    balanceBefore: 'الرصيد قبل',
    balanceAfter: 'الرصيد بعد',
    relatedNo: 'الرقم المرتبط',
    remark: 'ملاحظة',
    createdAt: 'الوقت',
  },
  enums: {
    type: { income: 'دخل', expense: 'مصروف', withdraw: 'سحب', commission: 'عمولة' },
  },
} satisfies ResourceLabels;
