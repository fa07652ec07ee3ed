import type { ResourceLabels } from '../../types';

export default {
  name: '骑手资产 |||| 骑手资产',
  fields: {
    id: 'ID',
    assetType: '资产类型',
    batteryId: '电池',
    frameId: '车架',
    vehicleId: '整车',
    assetSn: '资产编号',
    consumerId: '骑手',
    storeId: '门店',
    status: '状态',
    since: '领用日期',
    returnedAt: '归还日期',
    depositType: '押金方式',
    deposit: '押金',
    remark: '备注',
  },
  enums: {
    assetType: { battery: '电池', frame: '车架', vehicle: '整车' },
    status: { holding: '使用中', returned: '已归还', lost: '已丢失' },
    depositType: { paid: '缴纳押金', sesame_free: '芝麻信用免押', wechat_payscore_free: '微信支付分免押', contract_free: '合同免押' },
  },
} satisfies ResourceLabels;
