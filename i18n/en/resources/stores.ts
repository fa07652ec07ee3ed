import type { ResourceLabels } from '../../types';

export default {
  name: 'Store |||| Stores',
  fields: {
    id: 'ID',
    sn: 'Store number',
    name: 'Name',
    areaId: 'Area',
    status: 'Status',
    manager: 'Manager',
    phone: 'Phone',
    businessHours: 'Opening hours',
    address: 'Address',
    location: 'Location',
    ebikeRental: 'E-bike rental',
    ebikeRepair: 'E-bike repair',
    ebikeSale: 'E-bike sale',
    restStation: 'Rest station',
    photo: 'Photo',
    createdAt: 'Created at',
  },
  enums: {
    status: { open: 'Open', resting: 'Resting', maintenance: 'Under maintenance', hidden: 'Hidden' },
  },
  sections: {
    basics: 'Basics',
    site: 'Site',
    services: 'Services',
  },
} satisfies ResourceLabels;
