import type { ResourceLabels } from '../../types';

export default {
  name: 'بطاقات الركاب |||| بطاقة راكب |||| بطاقات الركاب |||| بطاقات الركاب |||| بطاقة راكب |||| بطاقة راكب',
  fields: {
    id: 'ID',
    cardNo: 'رقم البطاقة',
    consumerId: 'الراكب',
    cardType: 'نوع البطاقة',
    rideCardId: 'بطاقة الركوب',
    batteryCardId: 'بطاقة البطارية',
    storeId: 'المتجر',
    status: 'الحالة',
    amount: 'المبلغ المدفوع',
    remainingDays: 'الأيام المتبقية',
    pauseDays: 'أيام الإيقاف',
    startAt: 'تاريخ البدء',
    endAt: 'تاريخ الانتهاء',
    remark: 'ملاحظة',
    createdAt: 'تاريخ الشراء',
  },
  enums: {
    cardType: { ride: 'بطاقة ركوب', battery: 'بطاقة بطارية' },
    status: { inactive: 'غير مفعّلة', active: 'سارية', paused: 'موقوفة مؤقتًا', overdue: 'متأخرة', unsubscribed: 'تم الإرجاع', canceled: 'ملغاة' },
  },
} satisfies ResourceLabels;
