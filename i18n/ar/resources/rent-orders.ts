import type { ResourceLabels } from '../../types';

export default {
  name: 'طلبات التأجير |||| طلب تأجير |||| طلبات التأجير |||| طلبات التأجير |||| طلبات التأجير |||| طلبات التأجير',
  fields: {
    id: 'المعرّف',
    orderNo: 'رقم الطلب',
    consumerId: 'الراكب',
    storeId: 'المتجر',
    commodityId: 'الباقة',
    type: 'نوع الطلب',
    days: 'المدة (أيام)',
    payway: 'طريقة الدفع',
    total: 'السعر الأصلي',
    amount: 'المبلغ المدفوع',
    status: 'الحالة',
    paidAt: 'وقت الدفع',
    dueAt: 'تاريخ الاستحقاق',
    overdue: 'متأخر',
    overdueDays: 'أيام التأخير',
    overdueFee: 'رسوم التأخير',
    createdAt: 'وقت الإنشاء',
  },
  enums: {
    type: { new: 'اشتراك جديد', renewal: 'تجديد', resign: 'إعادة التوقيع', change_battery: 'تغيير البطارية' },
    payway: { manual: 'يدوي', alipay: 'علي باي', wechat: 'وي تشات باي', balance: 'رصيد الحساب' },
    status: {
      unpaid: 'غير مدفوع',
      paid: 'مدفوع',
      refund_pending: 'الاسترداد قيد المعالجة',
      refunded: 'تم الاسترداد',
      refund_refused: 'رُفض الاسترداد',
      canceled: 'ملغى',
    },
  },
  transitions: {
    pay: 'تأكيد الدفع',
    cancel: 'إلغاء',
  },
  actions: { refund: 'استرداد' },
} satisfies ResourceLabels;
