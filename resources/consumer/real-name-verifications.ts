import { defineResource, f } from '../define';

/** Real-name (identity) verifications submitted by riders (aurservd `person`), reviewed by staff. */
export default defineResource({
  name: 'real-name-verifications',
  route: '/apps/consumer/real-auth',
  privilege: 'RESOURCE_ADMIN_COMPANY_USER_REAL',
  menu: { section: 'company', group: 'consumer', order: 20, icon: 'VerifiedUser' },
  title: 'name',
  search: ['name', 'idCardNumber'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  list: { columns: ['name', 'consumerId', 'idCardNumber', 'storeId', 'faceScore', 'status', 'createdAt'] },
  subtitle: ['idCardNumber', 'consumerId'],
  summary: ['consumerId', 'idCardType'],
  workflow: {
    field: 'status',
    initial: 'pending',
    transitions: {
      approve: { from: ['pending'], to: 'approved', stamps: ['verifiedAt', 'reviewerId'], icon: 'HowToReg' },
      reject: { from: ['pending'], to: 'rejected', asks: ['rejectReason'], stamps: ['verifiedAt', 'reviewerId'], danger: true },
    },
  },
  fields: {
    id: f.id(),
    consumerId: f.ref('consumers', {
      required: true,
      filter: 'equal',
    }),
    storeId: f.ref('stores', {
      required: true,
      filter: 'equal',
      alwaysOn: true,
    }),
    name: f.text({
      required: true,
      maxLength: 40,
      filter: 'search',
      alwaysOn: true,
    }),
    idCardType: f.enum(
      { id_card: 'primary', temporary_id_card: 'info', hmt_residence_permit: 'secondary', foreign_permanent_residence: 'warning' },
      {
        required: true,
        filter: 'anyOf',
        default: 'id_card',
      },
    ),
    idCardNumber: f.text({
      mask: 'idCard',
      required: true,
      unique: true,
      pattern: '\\d{17}[\\dX]',
      filter: 'search',
    }),
    idCardPortrait: f.image(),
    idCardNational: f.image(),
    facePhoto: f.image(),
    faceScore: f.number({
      readOnly: true,
      min: 0,
      max: 100,
      filter: 'range',
      views: ['list', 'show'],
    }),
    status: f.enum({ pending: 'warning', approved: 'success', rejected: 'error' }, { filter: 'anyOf', alwaysOn: true, views: ['list', 'show'] }),
    rejectReason: f.text({
      maxLength: 200,
      requiredWhen: { status: ['rejected'] },
      views: ['list', 'show'],
    }),
    createdAt: f.datetime({
      readOnly: true,
      filter: 'range',
      views: ['list', 'show'],
    }),
    // who approved or rejected the check: stamped by those transitions
    reviewerId: f.ref('sys-users', {
      readOnly: true,
      filter: 'equal',
      views: ['list', 'show'],
    }),
    verifiedAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
    }),
  },
});
