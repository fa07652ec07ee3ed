import { createOnly, defineResource, f } from '../define';

/** Cards held by riders: a ride card or a battery card bought, with its validity (aurservd `subscribe`). */
export default defineResource({
  name: 'consumer-cards',
  route: '/apps/consumer/card',
  privilege: 'RESOURCE_ADMIN_COMPANY_USER_CARD',
  menu: { section: 'company', group: 'consumer', order: 40, icon: 'Wallet' },
  title: 'cardNo',
  search: ['cardNo'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  actions: { delete: false, bulkDelete: false },
  list: { columns: ['cardNo', 'consumerId', 'cardType', 'status', 'remainingDays', 'endAt'] },
  subtitle: ['consumerId', 'cardType'],
  fields: {
    id: f.id(),
    cardNo: f.text({
      readOnly: true,
      unique: true,
      views: ['list', 'show'],
      filter: 'search',
      alwaysOn: true,
    }),
    consumerId: createOnly(f.ref('consumers', { required: true, filter: 'equal' })),
    cardType: createOnly(f.enum({ ride: 'primary', battery: 'info' }, { required: true, filter: 'anyOf', alwaysOn: true, default: 'battery' })),
    rideCardId: createOnly(f.ref('ride-cards', { filter: 'equal' })),
    batteryCardId: createOnly(
      f.ref('battery-cards', {
        filter: 'equal',
      }),
    ),
    storeId: f.ref('stores', { filter: 'equal' }),
    status: f.enum(
      { inactive: 'default', active: 'success', paused: 'info', overdue: 'error', unsubscribed: 'secondary', canceled: 'warning' },
      {
        required: true,
        filter: 'anyOf',
        alwaysOn: true,
        default: 'inactive',
      },
    ),
    amount: createOnly(f.money({ filter: 'range' })),
    remainingDays: f.number({ integer: true, min: -365, max: 1095, filter: 'range' }),
    pauseDays: f.number({
      integer: true,
      min: 0,
      max: 365,
      default: 0,
      views: ['show', 'edit'],
    }),
    startAt: f.date({
      filter: 'range',
    }),
    endAt: f.date({
      filter: 'range',
    }),
    remark: f.text({
      maxLength: 200,
      views: ['show', 'create', 'edit'],
    }),
    createdAt: f.datetime({
      readOnly: true,
      filter: 'range',
      views: ['list', 'show'],
      // Bought shortly before activation; cards never activated were bought recently.
    }),
  },
});
