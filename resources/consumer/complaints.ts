import { createOnly, defineResource, f } from '../define';
import { ORDER_NUMBER_TARGETS } from '../order/_order-fields';

/** Complaints and feedback from riders (aurservd `feedback`), followed up by customer service. */
export default defineResource({
  name: 'complaints',
  route: '/apps/consumer/complain',
  privilege: 'RESOURCE_ADMIN_COMPANY_USER_COMPLAIN',
  menu: { section: 'company', group: 'consumer', order: 60, icon: 'ReportProblem' },
  title: 'ticketNo',
  search: ['ticketNo', 'content', 'contactPhone', 'relatedOrder'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  actions: { delete: false, bulkDelete: false },
  list: { columns: ['ticketNo', 'consumerId', 'type', 'priority', 'status', 'assigneeId', 'createdAt'] },
  subtitle: ['consumerId', 'type'],
  summary: ['consumerId', 'type', 'priority'],
  workflow: {
    field: 'status',
    initial: 'open',
    transitions: {
      process: { from: ['open'], to: 'processing', stamps: ['assigneeId'], icon: 'PlayArrow' },
      close: { from: ['processing'], to: 'closed', asks: ['resolution'], stamps: ['closedAt'], icon: 'TaskAlt' },
      reopen: { from: ['processing'], to: 'open', icon: 'Replay' },
    },
  },
  fields: {
    id: f.id(),
    ticketNo: f.text({
      readOnly: true,
      number: { prefix: 'TS', digits: 6 },
      unique: true,
      views: ['list', 'show'],
      filter: 'search',
      alwaysOn: true,
    }),
    consumerId: createOnly(f.ref('consumers', { filter: 'equal' })),
    type: f.enum(
      { cabinet: 'primary', battery: 'info', vehicle: 'secondary', billing: 'warning', service: 'error', other: 'default' },
      {
        required: true,
        filter: 'anyOf',
        alwaysOn: true,
        default: 'other',
      },
    ),
    priority: f.enum({ low: 'default', normal: 'info', high: 'warning', urgent: 'error' }, { required: true, filter: 'anyOf', default: 'normal' }),
    content: createOnly(
      f.longText({
        required: true,
        maxLength: 1000,
        views: ['list', 'show', 'create', 'edit'],
      }),
    ),
    images: f.image(),
    contactPhone: f.phone(),
    relatedOrder: f.text({
      pointsTo: ORDER_NUMBER_TARGETS,
      // a billing complaint names a rental, a cabinet complaint the swap that went wrong
    }),
    cabinetId: f.ref('cab-devices', { filter: 'equal' }),
    status: f.enum({ open: 'error', processing: 'warning', closed: 'success' }, { filter: 'anyOf', alwaysOn: true, views: ['list', 'show'] }),
    assigneeId: f.ref('sys-users', { filter: 'equal' }),
    resolution: f.longText({
      maxLength: 1000,
      views: ['show'],
      requiredWhen: { status: ['closed'] },
    }),
    createdAt: f.datetime({ readOnly: true, filter: 'range', views: ['list', 'show'] }),
    closedAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
    }),
  },
});
