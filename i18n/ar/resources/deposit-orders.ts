import type { ResourceLabels } from '../../types';

export default {
  name: 'الودائع |||| وديعة |||| الودائع |||| الودائع |||| الودائع |||| الودائع',
  fields: {
    id: 'المعرّف',
    orderNo: 'رقم الطلب',
    consumerId: 'الراكب',
    storeId: 'المتجر',
    batteryModel: 'طراز البطارية',
    payway: 'طريقة الدفع',
    amount: 'مبلغ الوديعة',
    status: 'الحالة',
    paidAmount: 'المبلغ المدفوع',
    authNo: 'رقم التفويض المسبق',
    deductAmount: 'المبلغ المخصوم',
    deductReason: 'سبب الخصم',
    paidAt: 'وقت الدفع',
    refundedAt: 'وقت الإرجاع',
    createdAt: 'وقت الإنشاء',
  },
  enums: {
    batteryModel: { '48V20AH': '48 فولت 20 أمبير ساعة', '60V30AH': '60 فولت 30 أمبير ساعة', '72V30AH': '72 فولت 30 أمبير ساعة' },
    payway: {
      manual: 'يدوي',
      alipay: 'علي باي',
      wechat: 'وي تشات باي',
      sesame: 'ائتمان سمسم (بدون وديعة)',
      payscore: 'نقاط وي تشات باي (بدون وديعة)',
    },
    status: {
      unpaid: 'غير مدفوع',
      paid: 'مدفوع',
      frozen: 'مجمّدة (بدون وديعة)',
      refund_pending: 'الاسترداد قيد المعالجة',
      refunded: 'تمت الإعادة',
      deducted: 'مخصومة',
      canceled: 'ملغى',
    },
  },
  transitions: {
    release: 'إلغاء التفويض',
    pay: 'تأكيد الدفع',
    cancel: 'إلغاء',
    deduct: 'خصم من الوديعة',
  },
  actions: { refund: 'استرداد' },
} satisfies ResourceLabels;
