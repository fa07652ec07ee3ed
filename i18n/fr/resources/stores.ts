import type { ResourceLabels } from '../../types';

export default {
  name: 'Magasin |||| Magasins',
  fields: {
    id: 'ID',
    sn: 'Numéro de magasin',
    name: 'Nom',
    areaId: 'Zone',
    status: 'Statut',
    manager: 'Responsable',
    phone: 'Téléphone',
    businessHours: "Horaires d'ouverture",
    address: 'Adresse',
    location: 'Emplacement',
    ebikeRental: 'Location de vélos électriques',
    ebikeRepair: 'Réparation de vélos électriques',
    ebikeSale: 'Vente de vélos électriques',
    restStation: 'Point de repos',
    photo: 'Photo du magasin',
    createdAt: 'Créé le',
  },
  enums: {
    status: { open: 'Ouvert', resting: 'Fermé temporairement', maintenance: 'En maintenance', hidden: 'Masqué' },
  },
  sections: {
    basics: 'Informations',
    site: 'Emplacement',
    services: 'Prestations',
  },
} satisfies ResourceLabels;
