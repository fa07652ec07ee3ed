import type { ResourceLabels } from '../../types';

export default {
  name: 'أصول لدى الركاب |||| أصل لدى راكب |||| أصول لدى الركاب |||| أصول لدى الركاب |||| أصل لدى راكب |||| أصل لدى راكب',
  fields: {
    id: 'ID',
    assetType: 'نوع الأصل',
    batteryId: 'البطارية',
    frameId: 'الهيكل',
    vehicleId: 'المركبة',
    assetSn: 'رقم الأصل',
    consumerId: 'الراكب',
    storeId: 'المتجر',
    status: 'الحالة',
    since: 'بحوزته منذ',
    returnedAt: 'تاريخ الإرجاع',
    depositType: 'طريقة التأمين',
    deposit: 'التأمين',
    remark: 'ملاحظة',
  },
  enums: {
    assetType: { battery: 'بطارية', frame: 'هيكل', vehicle: 'مركبة' },
    status: { holding: 'بحوزة الراكب', returned: 'مُرجَع', lost: 'مفقود' },
    depositType: {
      paid: 'تأمين مدفوع',
      sesame_free: 'إعفاء (Sesame Credit)',
      wechat_payscore_free: 'إعفاء (WeChat Pay Score)',
      contract_free: 'إعفاء بموجب عقد',
    },
  },
} satisfies ResourceLabels;
