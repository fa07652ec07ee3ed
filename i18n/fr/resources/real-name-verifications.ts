import type { ResourceLabels } from '../../types';

export default {
  name: "Vérification d'identité |||| Vérifications d'identité",
  fields: {
    id: 'ID',
    consumerId: 'Coursier',
    storeId: 'Magasin',
    name: 'Nom complet',
    idCardType: 'Type de pièce',
    idCardNumber: "Numéro d'identité",
    idCardPortrait: "Carte d'identité (recto)",
    idCardNational: "Carte d'identité (verso)",
    facePhoto: 'Photo du visage',
    faceScore: 'Score de correspondance faciale',
    status: 'Statut',
    reviewerId: 'Examinateur',
    rejectReason: 'Motif du refus',
    createdAt: 'Soumise le',
    verifiedAt: 'Examinée le',
  },
  enums: {
    idCardType: {
      id_card: "Carte d'identité de résident",
      temporary_id_card: "Carte d'identité temporaire",
      hmt_residence_permit: 'Permis de séjour Hong Kong/Macao/Taïwan',
      foreign_permanent_residence: 'Carte de résident permanent étranger',
    },
    status: { pending: "En attente d'examen", approved: 'Approuvée', rejected: 'Refusée' },
  },
  transitions: {
    approve: 'Approuver',
    reject: 'Refuser',
  },
} satisfies ResourceLabels;
