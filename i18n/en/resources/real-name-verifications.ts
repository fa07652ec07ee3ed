import type { ResourceLabels } from '../../types';

export default {
  name: 'Identity verification |||| Identity verifications',
  fields: {
    id: 'ID',
    consumerId: 'Rider',
    storeId: 'Store',
    name: 'Full name',
    idCardType: 'Document type',
    idCardNumber: 'ID number',
    idCardPortrait: 'ID card (photo side)',
    idCardNational: 'ID card (emblem side)',
    facePhoto: 'Face photo',
    faceScore: 'Face match score',
    status: 'Status',
    reviewerId: 'Reviewer',
    rejectReason: 'Rejection reason',
    createdAt: 'Submitted at',
    verifiedAt: 'Reviewed at',
  },
  enums: {
    idCardType: {
      id_card: 'Resident ID card',
      temporary_id_card: 'Temporary resident ID card',
      hmt_residence_permit: 'HK/Macao/Taiwan residence permit',
      foreign_permanent_residence: 'Foreigner permanent residence ID',
    },
    status: { pending: 'Pending review', approved: 'Approved', rejected: 'Rejected' },
  },
  transitions: {
    approve: 'Approve',
    reject: 'Reject',
  },
} satisfies ResourceLabels;
