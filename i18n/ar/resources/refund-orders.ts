import type { ResourceLabels } from '../../types';

export default {
  name: 'طلبات الاسترداد |||| طلب استرداد |||| طلبات الاسترداد |||| طلبات الاسترداد |||| طلبات الاسترداد |||| طلبات الاسترداد',
  fields: {
    id: 'المعرّف',
    refundNo: 'رقم الاسترداد',
    orderType: 'نوع الطلب',
    orderNo: 'رقم الطلب الأصلي',
    consumerId: 'الراكب',
    storeId: 'المتجر',
    amount: 'مبلغ الاسترداد',
    reason: 'السبب',
    status: 'الحالة',
    reviewerId: 'المراجِع',
    amendReason: 'سبب تعديل المبلغ',
    rejectReason: 'سبب الرفض',
    failReason: 'سبب الفشل',
    payoutChannel: 'جهة الصرف',
    payoutReference: 'مرجع الصرف',
    createdBy: 'مقدّم الطلب',
    createdAt: 'وقت الطلب',
    reviewedAt: 'وقت المراجعة',
    refundedAt: 'وقت الاسترداد',
  },
  enums: {
    payoutChannel: { balance: 'رصيد الحساب', original: 'وسيلة الدفع الأصلية', bank: 'تحويل بنكي', cash: 'نقدًا' },
    orderType: { rent: 'تأجير', swap: 'تبديل', sell: 'بيع', card: 'بطاقة', deposit: 'وديعة' },
    status: { requested: 'مقدَّم', approved: 'موافق عليه', refunded: 'تم الاسترداد', rejected: 'مرفوض', failed: 'فشل' },
  },
  transitions: {
    amend: 'تعديل المبلغ',
    approve: 'موافقة',
    reject: 'رفض',
    refund: 'صرف المبلغ',
    fail: 'تعيين كفاشل',
    retry: 'إعادة المحاولة',
  },
} satisfies ResourceLabels;
