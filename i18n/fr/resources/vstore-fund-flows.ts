import type { ResourceLabels } from '../../types';

export default {
  name: 'Mouvement de fonds |||| Mouvements de fonds',
  fields: {
    id: 'ID',
    flowNo: "N° d'écriture",
    vstoreId: 'Magasin virtuel',
    type: "Type d'écriture",
    amount: 'Montant',
    balanceBefore: 'Solde avant',
    balanceAfter: 'Solde après',
    relatedNo: 'N° associé',
    remark: 'Remarque',
    createdAt: 'Date et heure',
  },
  enums: {
    type: { income: 'Recette', expense: 'Dépense', withdraw: 'Retrait', commission: 'Commission perçue' },
  },
} satisfies ResourceLabels;
