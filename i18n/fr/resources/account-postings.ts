import type { ResourceLabels } from '../../types';

export default {
  name: 'Écriture de compte |||| Écritures de compte',
  fields: {
    id: 'ID',
    accountId: 'Compte usager',
    field: 'Mouvement de',
    amount: 'Montant',
    balanceAfter: 'Après',
    causeResource: 'Origine',
    causeId: 'Enregistrement',
    createdBy: 'Par',
    createdAt: 'Passée le',
  },
  enums: {
    field: { balance: 'Solde', deposit: 'Caution', frozen: 'Montant gelé' },
  },
} satisfies ResourceLabels;
