import type { ResourceLabels } from '../../types';

export default {
  name: '套餐 |||| 套餐',
  fields: {
    id: 'ID',
    name: '名称',
    storeId: '门店',
    type: '套餐类型',
    batteryModel: '电池型号',
    days: '天数',
    price: '售价',
    originalPrice: '原价',
    deposit: '押金',
    overdueFeePerDay: '每日逾期费',
    newSignDiscount: '新签优惠',
    validFrom: '生效日期',
    validTo: '失效日期',
    enabled: '上架',
    description: '套餐说明',
    createdAt: '创建时间',
  },
  enums: {
    type: { battery_only: '单电租赁', ebike_and_battery: '车电一体', rent_to_own: '以租代购', sale: '购买' },
    batteryModel: { '48V20AH': '48V20Ah', '60V30AH': '60V30Ah', '72V30AH': '72V30Ah' },
  },
} satisfies ResourceLabels;
