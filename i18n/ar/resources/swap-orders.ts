import type { ResourceLabels } from '../../types';

export default {
  name: 'عمليات تبديل البطاريات |||| عملية تبديل بطارية |||| عمليات تبديل البطاريات |||| عمليات تبديل البطاريات |||| عمليات تبديل البطاريات |||| عمليات تبديل البطاريات',
  fields: {
    id: 'المعرّف',
    orderNo: 'رقم عملية التبديل',
    consumerId: 'الراكب',
    storeId: 'المتجر',
    cabinetId: 'خزانة التبديل',
    status: 'الحالة',
    price: 'السعر',
    paidAmount: 'المبلغ المدفوع',
    payway: 'طريقة الدفع',
    failReason: 'سبب الفشل',
    alternative: 'استُخدم البديل',
    putInBatterySn: 'SN البطارية المُدخلة',
    emptyBinOrdinal: 'رقم الخانة الفارغة',
    putInSoc: 'SOC عند الإدخال',
    putOutBatterySn: 'SN البطارية المسحوبة',
    fullBinOrdinal: 'رقم الخانة الممتلئة',
    putOutSoc: 'SOC عند السحب',
    startAt: 'وقت البدء',
    durationSec: 'المدة (ثانية)',
    finishAt: 'وقت الانتهاء',
  },
  enums: {
    payway: { card: 'بطاقة البطارية', balance: 'رصيد الحساب', alipay: 'علي باي', wechat: 'وي تشات باي' },
    status: { pending: 'قيد الانتظار', running: 'قيد التنفيذ', success: 'ناجح', failed: 'فشل', canceled: 'ملغى' },
  },
  actions: { refund: 'استرداد' },
} satisfies ResourceLabels;
