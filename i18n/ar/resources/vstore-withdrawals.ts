import type { ResourceLabels } from '../../types';

export default {
  name: 'طلبات السحب |||| طلب سحب |||| طلبات السحب |||| طلبات السحب |||| طلبات السحب |||| طلبات السحب',
  fields: {
    id: 'المعرّف',
    withdrawNo: 'رقم السحب',
    vstoreId: 'المتجر الافتراضي',
    amount: 'مبلغ السحب',
    fee: 'الرسوم',
    actualAmount: 'المبلغ الصافي',
    accountType: 'نوع الحساب',
    accountName: 'صاحب الحساب',
    accountNo: 'رقم الحساب',
    bankName: 'البنك',
    status: 'الحالة',
    reviewerId: 'المراجِع',
    rejectReason: 'سبب الرفض',
    createdAt: 'وقت الطلب',
    reviewedAt: 'وقت المراجعة',
    paidAt: 'وقت الصرف',
  },
  enums: {
    accountType: { bank: 'بطاقة مصرفية', alipay: 'علي باي', wechat: 'وي تشات باي' },
    status: { pending: 'قيد المراجعة', approved: 'موافق عليه', paid: 'تم الصرف', rejected: 'مرفوض' },
  },
  transitions: {
    approve: 'موافقة',
    reject: 'رفض',
    pay: 'صرف المبلغ',
  },
} satisfies ResourceLabels;
