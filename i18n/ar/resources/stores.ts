import type { ResourceLabels } from '../../types';

export default {
  name: 'متاجر |||| متجر |||| متاجر |||| متاجر |||| متجر |||| متجر',
  fields: {
    id: 'ID',
    sn: 'رقم المتجر',
    name: 'الاسم',
    areaId: 'المنطقة',
    status: 'الحالة',
    manager: 'المدير',
    phone: 'الهاتف',
    businessHours: 'ساعات العمل',
    address: 'العنوان',
    location: 'الموقع',
    ebikeRental: 'تأجير الدراجات الكهربائية',
    ebikeRepair: 'إصلاح الدراجات الكهربائية',
    ebikeSale: 'بيع الدراجات الكهربائية',
    restStation: 'محطة استراحة',
    photo: 'صورة المتجر',
    createdAt: 'تاريخ الإنشاء',
  },
  enums: {
    status: { open: 'مفتوح', resting: 'مغلق مؤقتًا', maintenance: 'قيد الصيانة', hidden: 'مخفي' },
  },
  sections: {
    basics: 'المعلومات الأساسية',
    site: 'العنوان والموقع',
    services: 'الخدمات',
  },
} satisfies ResourceLabels;
