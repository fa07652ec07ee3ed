import { defineResource, f } from '../define';

/** Riders signed through an agent (virtual store): whose subscription the agent earns commission on. */
export default defineResource({
  name: 'vstore-users',
  route: '/vstore/user',
  privilege: 'RESOURCE_ADMIN_VSTORE_USER',
  menu: { section: 'vstore', order: 20, icon: 'People' },
  title: 'name',
  search: ['name', 'phone', 'planName'],
  defaultSort: { field: 'signedAt', order: 'DESC' },
  list: { columns: ['name', 'phone', 'vstoreId', 'planName', 'status', 'remainingDays'] },
  fields: {
    id: f.id(),
    vstoreId: f.ref('vstores', { required: true, filter: 'equal', alwaysOn: true }),
    consumerId: f.ref('consumers', {
      required: true,
      unique: true,
      filter: 'equal',
    }),
    name: f.text({ required: true, maxLength: 40, filter: 'search' }),
    phone: f.phone({ required: true, filter: 'search' }),
    planName: f.text({ required: true, maxLength: 60, filter: 'search' }),
    batteryModel: f.enum(
      { '48V20AH': 'default', '60V30AH': 'info', '72V30AH': 'secondary' },
      {
        required: true,
        filter: 'anyOf',
      },
    ),
    status: f.enum(
      { inactive: 'default', active: 'success', paused: 'info', overdue: 'error', unsubscribed: 'secondary' },
      {
        required: true,
        filter: 'anyOf',
        alwaysOn: true,
        default: 'inactive',
      },
    ),
    remainingDays: f.number({
      readOnly: true,
      integer: true,
      views: ['list', 'show'],
      filter: 'range',
    }),
    commissionAmount: f.money({ readOnly: true, views: ['list', 'show'] }),
    signedAt: f.datetime({ readOnly: true, views: ['list', 'show'], filter: 'range' }),
    remark: f.text({
      maxLength: 200,
      views: ['show', 'create', 'edit'],
    }),
  },
});
