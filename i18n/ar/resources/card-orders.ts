import type { ResourceLabels } from '../../types';

export default {
  name: 'طلبات البطاقات |||| طلب بطاقة |||| طلبات البطاقات |||| طلبات البطاقات |||| طلبات البطاقات |||| طلبات البطاقات',
  fields: {
    id: 'المعرّف',
    orderNo: 'رقم الطلب',
    consumerId: 'الراكب',
    storeId: 'المتجر',
    cardType: 'نوع البطاقة',
    cardName: 'البطاقة',
    validDays: 'الصلاحية (أيام)',
    swapTimes: 'عدد مرات التبديل',
    price: 'السعر',
    couponAmount: 'خصم القسيمة',
    amount: 'المبلغ المدفوع',
    payway: 'طريقة الدفع',
    status: 'الحالة',
    paidAt: 'وقت الدفع',
    expireAt: 'تاريخ الانتهاء',
    createdAt: 'وقت الإنشاء',
  },
  enums: {
    cardType: { ride: 'بطاقة الركوب', battery: 'بطاقة البطارية' },
    payway: { manual: 'يدوي', alipay: 'علي باي', wechat: 'وي تشات باي' },
    status: { unpaid: 'غير مدفوع', paid: 'مدفوع', refunded: 'تم الاسترداد', canceled: 'ملغى' },
  },
  transitions: {
    pay: 'تأكيد الدفع',
    cancel: 'إلغاء',
  },
  actions: { refund: 'استرداد' },
} satisfies ResourceLabels;
