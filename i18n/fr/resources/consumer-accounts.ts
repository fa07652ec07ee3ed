import type { ResourceLabels } from '../../types';

export default {
  name: 'Compte coursier |||| Comptes coursiers',
  fields: {
    id: 'ID',
    accountNo: 'N° de compte',
    consumerId: 'Coursier',
    storeId: 'Magasin',
    status: 'Statut',
    balance: 'Solde',
    deposit: 'Caution',
    frozen: 'Montant gelé',
    points: 'Points de fidélité',
    totalRecharge: 'Total rechargé',
    totalConsumption: 'Total dépensé',
    lastTransactionAt: 'Dernière opération',
    createdAt: 'Ouvert le',
  },
  enums: {
    status: { normal: 'Actif', frozen: 'Gelé', closed: 'Clôturé' },
  },
  actions: { adjust: 'Ajuster le compte' },
} satisfies ResourceLabels;
