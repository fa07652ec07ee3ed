import type en from '../../en/app/notifications';

export default {
  title: 'الإشعارات',
  open: 'الإشعارات',
  unread: 'غير المقروءة: %{count}',
  mark_all_read: 'تعليم الكل كمقروء',
  mark_read: 'تعليم كمقروء',
  mark_unread: 'تعليم كغير مقروء',
  all_read: 'لا توجد إشعارات جديدة',
  items: {
    low_charge: { title: 'شحن منخفض في خزانة', body: 'CAB100012: ست بطاريات من 12 شحنها أقل من 20%' },
    cabinet_offline: { title: 'خزانة غير متصلة', body: 'لم ترسل CAB100031 أي تقرير منذ 15 دقيقة' },
    refund: { title: 'طلب استرداد التأمين', body: 'طلب راكب استرداد التأمين في المتجر MD10001' },
    real_name: { title: 'تحقق من الهوية قيد الانتظار', body: '3 ركّاب بانتظار التحقق' },
    firmware: { title: 'برنامج ثابت جديد للخزائن', body: 'يمكن نشر الإصدار 2.4.1 على 86 خزانة' },
    report: { title: 'التقرير اليومي جاهز', body: 'أمس: 1,284 عملية تبديل و37 استئجارًا جديدًا' },
  },
} satisfies typeof en;
