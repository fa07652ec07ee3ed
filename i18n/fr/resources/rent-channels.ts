import type { ResourceLabels } from '../../types';

export default {
  name: 'Canal de location |||| Canaux de location',
  fields: {
    id: 'ID',
    code: 'Code du canal',
    name: 'Nom',
    storeId: 'Magasin',
    type: 'Type de canal',
    contactName: 'Interlocuteur',
    contactPhone: 'Téléphone du contact',
    commissionRate: 'Taux de commission',
    settlementCycle: 'Cycle de règlement',
    enabled: 'Activé',
    remark: 'Remarque',
    createdAt: 'Créé le',
  },
  enums: {
    type: { store_counter: 'Comptoir du magasin', mini_program: 'Mini-programme', agent: 'Agent commercial', enterprise: 'Entreprise' },
    settlementCycle: { daily: 'Quotidien', weekly: 'Hebdomadaire', monthly: 'Mensuel' },
  },
} satisfies ResourceLabels;
