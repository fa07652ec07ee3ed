import type en from '../../en/app/menu';

export default {
  sections: {
    dashboard: 'لوحة التحكم',
    report: 'التقارير',
    company: 'الشركة',
    area: 'متاجر المنطقة',
    store: 'المتجر',
    vstore: 'المتجر الافتراضي',
    cab: 'خزائن التبديل',
    system: 'النظام',
  },
  groups: {
    store: 'المتاجر',
    assets: 'الأصول',
    consumer: 'العملاء',
    order: 'الطلبات',
    rbac: 'التحكم في الوصول',
    log: 'السجلات',
  },
  pages: {
    dashboardMap: 'الخريطة',
    analytics: 'التحليلات',
    crm: 'إدارة علاقات العملاء',
    eCommerce: 'التجارة الإلكترونية',
    areaStores: 'المناطق والمتاجر',
  },
} satisfies { [K in keyof typeof en]: Record<keyof (typeof en)[K], string> };
