import type { ResourceLabels } from '../../types';

export default {
  name: 'عمليات الحساب |||| عملية حساب |||| عمليات الحساب |||| عمليات الحساب |||| عمليات الحساب |||| عمليات الحساب',
  fields: {
    id: 'المعرّف',
    orderNo: 'رقم الطلب',
    vstoreId: 'المتجر الافتراضي',
    type: 'نوع العملية',
    amount: 'المبلغ',
    payway: 'طريقة الدفع',
    status: 'الحالة',
    tradeNo: 'رقم المعاملة',
    period: 'فترة التسوية',
    operator: 'المنفّذ',
    remark: 'ملاحظة',
    failReason: 'سبب الفشل',
    paidAt: 'وقت الإيداع',
    createdAt: 'وقت الإنشاء',
  },
  enums: {
    type: { topup: 'شحن الرصيد', settlement: 'تسوية', adjustment: 'تعديل' },
    payway: { bank_transfer: 'تحويل بنكي', alipay: 'علي باي', wechat: 'وي تشات باي', offline: 'خارج المنصة' },
    status: { pending: 'قيد المعالجة', success: 'ناجح', failed: 'فشل', canceled: 'ملغى' },
  },
  transitions: {
    confirm: 'تأكيد الاستلام',
    fail: 'تعيين كفاشل',
    cancel: 'إلغاء',
  },
} satisfies ResourceLabels;
