import type { ResourceLabels } from '../../types';

export default {
  name: 'Zone |||| Zones',
  fields: {
    id: 'ID',
    name: 'Nom',
    code: 'Code de zone',
    level: 'Niveau',
    parentId: 'Zone parente',
    enabled: 'Activée',
    lng: 'Longitude (°)',
    lat: 'Latitude (°)',
    address: 'Adresse',
    createdAt: 'Créée le',
  },
  enums: {
    level: { province: 'Échelon provincial', city: 'Échelon municipal', district: 'Arrondissement', site: 'Point de service' },
  },
} satisfies ResourceLabels;
