import type { ResourceLabels } from '../../types';

export default {
  name: 'Area |||| Areas',
  fields: {
    id: 'ID',
    name: 'Name',
    code: 'Area code',
    level: 'Level',
    parentId: 'Parent area',
    enabled: 'Enabled',
    lng: 'Longitude',
    lat: 'Latitude',
    address: 'Address',
    createdAt: 'Created at',
  },
  enums: {
    level: { province: 'Province', city: 'City', district: 'District', site: 'Site' },
  },
} satisfies ResourceLabels;
