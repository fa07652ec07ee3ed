/** جدول طلبات المتجر الإلكتروني (`app.orders.*`). */
export default {
  title: 'الطلبات',
  subtitle: 'طلبات متجر إلكتروني تجريبية، يتم البحث فيها وفرزها وتقسيمها إلى صفحات في المتصفح',
  search: 'البحث في الطلبات',
  empty: 'لا يوجد طلب يطابق هذا البحث.',
  paid_of: 'تم استلام %{paid}',
  fields: {
    product: 'المنتج',
    date: 'التاريخ',
    buyer: 'المشتري',
    payment: 'الدفع',
    status: 'حالة الطلب',
    received: 'الدفعة المستلمة',
  },
  status: {
    completed: 'مكتمل',
    confirmed: 'مؤكد',
    cancelled: 'ملغى',
  },
  received: {
    fully_paid: 'مدفوع بالكامل',
    partially_paid: 'مدفوع جزئيًا',
    unpaid: 'غير مدفوع',
  },
};
