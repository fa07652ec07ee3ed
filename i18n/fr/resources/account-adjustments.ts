import type { ResourceLabels } from '../../types';

export default {
  name: 'Ajustement de compte |||| Ajustements de compte',
  fields: {
    id: 'ID',
    accountId: 'Compte du livreur',
    target: 'Ajuste',
    amount: 'Montant',
    after: 'Après',
    reason: 'Motif',
    createdBy: 'Par',
    createdAt: 'Ajusté le',
  },
  enums: {
    target: { balance: 'Solde', deposit: 'Caution', frozen: 'Montant gelé', points: 'Points fidélité' },
  },
} satisfies ResourceLabels;
