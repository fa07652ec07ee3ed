import type { ResourceLabels } from '../../types';

export default {
  name: 'Vehicle |||| Vehicles',
  fields: {
    id: 'ID',
    plate: 'Plate',
    frameId: 'Frame',
    terminalSn: 'IoT terminal no.',
    simSn: 'SIM card no.',
    batteryId: 'Battery',
    status: 'Status',
    storeId: 'Store',
    consumerId: 'Rider',
    online: 'Online',
    lastLocation: 'Last location',
    lastReportAt: 'Last report',
    enabled: 'Enabled',
    createdAt: 'Created at',
  },
  enums: {
    status: { in_stock: 'In stock', in_use: 'In use', maintenance: 'Under repair', scrapped: 'Scrapped' },
  },
} satisfies ResourceLabels;
