import type { ResourceLabels } from '../../types';

export default {
  name: 'Magasin virtuel |||| Magasins virtuels',
  fields: {
    id: 'ID',
    sn: 'Numéro',
    name: 'Nom',
    type: 'Type de partenaire',
    contact: 'Personne à contacter',
    phone: 'Téléphone',
    areaId: 'Zone',
    address: 'Adresse',
    commissionRate: 'Taux de commission',
    balance: 'Solde',
    frozenAmount: 'Montant bloqué',
    settleAccount: 'Compte de règlement',
    status: 'Statut',
    contractEndAt: 'Fin du contrat',
    createdAt: 'Créé le',
  },
  enums: {
    type: { agent: 'Mandataire', franchise: 'Franchisé', enterprise: 'Entreprise' },
    status: { active: 'Actif', suspended: 'Suspendu', closed: 'Fermé' },
  },
} satisfies ResourceLabels;
