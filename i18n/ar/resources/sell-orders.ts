import type { ResourceLabels } from '../../types';

export default {
  name: 'طلبات البيع |||| طلب بيع |||| طلبات البيع |||| طلبات البيع |||| طلبات البيع |||| طلبات البيع',
  fields: {
    id: 'المعرّف',
    orderNo: 'رقم الطلب',
    consumerId: 'المشتري',
    storeId: 'المتجر',
    goodsType: 'نوع السلعة',
    goodsName: 'السلعة',
    quantity: 'الكمية',
    unitPrice: 'سعر الوحدة',
    amount: 'مبلغ الطلب',
    payway: 'طريقة الدفع',
    status: 'الحالة',
    goodsSn: 'رقم الهيكل / SN البطارية',
    seller: 'البائع',
    paidAt: 'وقت الدفع',
    deliveredAt: 'وقت التسليم',
    createdAt: 'وقت الإنشاء',
  },
  enums: {
    goodsType: { ebike: 'دراجة كهربائية', battery: 'بطارية', charger: 'شاحن' },
    payway: { manual: 'نقدًا', alipay: 'علي باي', wechat: 'وي تشات باي', pos: 'جهاز نقاط البيع' },
    status: { unpaid: 'غير مدفوع', paid: 'مدفوع', delivered: 'تم التسليم', canceled: 'ملغى', refunded: 'تم الاسترداد' },
  },
  transitions: {
    pay: 'تأكيد الدفع',
    deliver: 'تسليم للعميل',
    cancel: 'إلغاء',
  },
  actions: { refund: 'استرداد' },
} satisfies ResourceLabels;
