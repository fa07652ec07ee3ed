import { createOnly, defineResource, f } from '../define';

/** Assets in riders' hands (aurservd `asset`): which battery, frame or vehicle, since when, on what deposit. */
export default defineResource({
  name: 'consumer-assets',
  route: '/apps/consumer/assets',
  privilege: 'RESOURCE_ADMIN_COMPANY_USER_ASSETS',
  menu: { section: 'company', group: 'consumer', order: 50, icon: 'Backpack' },
  title: 'assetSn',
  search: ['assetSn'],
  defaultSort: { field: 'since', order: 'DESC' },
  actions: { delete: false, bulkDelete: false },
  list: { columns: ['assetSn', 'assetType', 'consumerId', 'storeId', 'status', 'since', 'deposit'] },
  fields: {
    id: f.id(),
    assetType: createOnly(
      f.enum({ battery: 'primary', frame: 'info', vehicle: 'secondary' }, { required: true, filter: 'anyOf', alwaysOn: true, default: 'battery' }),
    ),
    batteryId: f.ref('batteries', {
      filter: 'equal',
    }),
    frameId: f.ref('frames', { filter: 'equal' }),
    vehicleId: f.ref('vehicles', {
      filter: 'equal',
    }),
    assetSn: f.text({
      required: true,
      maxLength: 40,
      filter: 'search',
      alwaysOn: true,
    }),
    consumerId: createOnly(
      f.ref('consumers', {
        required: true,
        filter: 'equal',
      }),
    ),
    storeId: f.ref('stores', { required: true, filter: 'equal' }),
    status: f.enum({ holding: 'success', returned: 'default', lost: 'error' }, { required: true, filter: 'anyOf', default: 'holding' }),
    since: f.date({ required: true, filter: 'range' }),
    returnedAt: f.date({
      views: ['show', 'edit'],
    }),
    depositType: createOnly(
      f.enum({ paid: 'primary', sesame_free: 'info', wechat_payscore_free: 'success', contract_free: 'secondary' }, { required: true, default: 'paid' }),
    ),
    deposit: createOnly(
      f.money({
        default: 0,
        filter: 'range',
      }),
    ),
    remark: f.text({
      maxLength: 200,
      views: ['show', 'create', 'edit'],
    }),
  },
});
