import type { ResourceLabels } from '../../types';

export default {
  name: 'Battery |||| Batteries',
  fields: {
    id: 'ID',
    sn: 'SN',
    model: 'Model',
    brand: 'Brand',
    voltage: 'Voltage',
    capacityAh: 'Capacity',
    soc: 'SOC',
    soh: 'SOH',
    cycles: 'Charge cycles',
    status: 'Status',
    assetStatus: 'Asset status',
    locationType: 'Location',
    storeId: 'Store',
    cabinetId: 'Cabinet',
    binOrdinal: 'Slot no.',
    consumerId: 'Rider',
    smart: 'Smart battery',
    enabled: 'Enabled',
    lastCheckAt: 'Last checked at',
    faultCode: 'Fault code',
  },
  enums: {
    model: { '48V20AH': '48V 20Ah', '60V30AH': '60V 30Ah', '72V30AH': '72V 30Ah' },
    status: { idle: 'Idle', charging: 'Charging', discharging: 'Discharging', fault: 'Fault' },
    assetStatus: { stock: 'In stock', delivering: 'In transit', in_use: 'In use', fault: 'Faulty', scrapped: 'Scrapped' },
    locationType: { warehouse: 'Warehouse', store: 'Store', cabinet: 'Cabinet', rider: 'With rider' },
  },
  sections: {
    battery: 'Battery',
    condition: 'Condition',
    whereabouts: 'Whereabouts',
  },
} satisfies ResourceLabels;
