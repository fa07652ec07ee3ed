import { defineResource, f } from '../define';

/** Swap price and throttling rules per area and battery model (aurservd exchangeLimit/Frequency). */
export default defineResource({
  name: 'exchange-rules',
  route: '/apps/store/exchange',
  privilege: 'RESOURCE_ADMIN_COMPANY_STORE_EXCHANGE',
  menu: { section: 'company', group: 'store', order: 50, icon: 'SwapHoriz' },
  title: 'name',
  search: ['name'],
  defaultSort: { field: 'priority', order: 'DESC' },
  list: { columns: ['name', 'areaId', 'batteryModel', 'period', 'pricePerSwap', 'maxSwapsPerDay', 'enabled'] },
  fields: {
    id: f.id(),
    name: f.text({
      required: true,
      unique: true,
      maxLength: 60,
      filter: 'search',
      alwaysOn: true,
    }),
    areaId: f.ref('areas', {
      required: true,
      filter: 'equal',
      alwaysOn: true,
    }),
    batteryModel: f.enum({ '48V20AH': 'default', '60V30AH': 'info', '72V30AH': 'secondary' }, { required: true, filter: 'anyOf', default: '60V30AH' }),
    period: f.enum({ all_day: 'primary', peak: 'warning', night: 'secondary' }, { required: true, filter: 'anyOf', default: 'all_day' }),
    pricePerSwap: f.money({
      required: true,
      filter: 'range',
      default: 0,
    }),
    freeSwapsPerDay: f.number({
      integer: true,
      min: 0,
      max: 50,
      default: 4,
    }),
    maxSwapsPerDay: f.number({ integer: true, min: 0, max: 100, default: 10 }),
    minIntervalMinutes: f.number({
      integer: true,
      min: 0,
      max: 1440,
      default: 30,
      filter: 'range',
    }),
    startTime: f.text({
      pattern: '([01]\\d|2[0-3]):[0-5]\\d',
      views: ['show', 'create', 'edit'],
    }),
    endTime: f.text({
      pattern: '([01]\\d|2[0-3]):[0-5]\\d|24:00',
      views: ['show', 'create', 'edit'],
    }),
    priority: f.number({ integer: true, min: 0, max: 100, default: 10 }),
    enabled: f.boolean({ default: true, filter: 'equal' }),
    remark: f.text({
      maxLength: 200,
      views: ['show', 'create', 'edit'],
    }),
    updatedAt: f.datetime({ readOnly: true, views: ['list', 'show'] }),
  },
});
