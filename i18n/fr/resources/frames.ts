import type { ResourceLabels } from '../../types';

export default {
  name: 'Cadre |||| Cadres',
  fields: {
    id: 'ID',
    sn: 'Numéro de cadre',
    brand: 'Marque',
    model: 'Modèle',
    color: 'Couleur',
    batchNo: 'N° de lot',
    productionDate: 'Date de fabrication',
    status: 'État',
    storeId: 'Magasin',
    consumerId: 'Coursier',
    enabled: 'Activé',
    remark: 'Remarque',
    createdAt: 'Créé le',
  },
  enums: {
    color: { black: 'Noir', white: 'Blanc', grey: 'Gris', silver: 'Argent', blue: 'Bleu', red: 'Rouge', green: 'Vert', yellow: 'Jaune' },
    status: { in_stock: 'En stock', in_use: 'En service', maintenance: 'En réparation', scrapped: 'Mis au rebut' },
  },
} satisfies ResourceLabels;
