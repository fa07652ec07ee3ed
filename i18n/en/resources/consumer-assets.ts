import type { ResourceLabels } from '../../types';

export default {
  name: 'Rider asset |||| Rider assets',
  fields: {
    id: 'ID',
    assetType: 'Asset type',
    batteryId: 'Battery',
    frameId: 'Frame',
    vehicleId: 'Vehicle',
    assetSn: 'Asset number',
    consumerId: 'Rider',
    storeId: 'Store',
    status: 'Status',
    since: 'Held since',
    returnedAt: 'Returned on',
    depositType: 'Deposit type',
    deposit: 'Deposit',
    remark: 'Remark',
  },
  enums: {
    assetType: { battery: 'Battery', frame: 'Frame', vehicle: 'Vehicle' },
    status: { holding: 'Held', returned: 'Returned', lost: 'Lost' },
    depositType: {
      paid: 'Paid deposit',
      sesame_free: 'Waived (Sesame Credit)',
      wechat_payscore_free: 'Waived (WeChat Pay Score)',
      contract_free: 'Waived (contract)',
    },
  },
} satisfies ResourceLabels;
