import type { ResourceLabels } from '../../types';

export default {
  name: 'Frame |||| Frames',
  fields: {
    id: 'ID',
    sn: 'Frame number',
    brand: 'Brand',
    model: 'Model',
    color: 'Colour',
    batchNo: 'Batch no.',
    productionDate: 'Production date',
    status: 'Status',
    storeId: 'Store',
    consumerId: 'Rider',
    enabled: 'Enabled',
    remark: 'Remark',
    createdAt: 'Created at',
  },
  enums: {
    color: { black: 'Black', white: 'White', grey: 'Grey', silver: 'Silver', blue: 'Blue', red: 'Red', green: 'Green', yellow: 'Yellow' },
    status: { in_stock: 'In stock', in_use: 'In use', maintenance: 'Under repair', scrapped: 'Scrapped' },
  },
} satisfies ResourceLabels;
