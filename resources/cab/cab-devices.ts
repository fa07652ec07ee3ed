import { defineResource, f } from '../define';

/** Battery-swap cabinets (aurservd `cabinet` ∪ cabservd `cabinet`). */
export default defineResource({
  name: 'cab-devices',
  route: '/apps/cab/device',
  privilege: 'RESOURCE_ADMIN_CAB_DEVICE',
  menu: { section: 'cab', order: 10, icon: 'Dns' },
  title: 'sn',
  search: ['sn', 'serial', 'name', 'address'],
  defaultSort: { field: 'sn', order: 'ASC' },
  list: { columns: ['sn', 'name', 'storeId', 'deployStatus', 'health', 'batteryNum', 'lastHeartbeatAt'] },
  subtitle: ['name', 'storeId'],
  workflow: {
    field: 'deployStatus',
    initial: 'pending',
    transitions: {
      deploy: { from: ['pending'], to: 'operating', icon: 'PlayArrow' },
      maintain: { from: ['operating'], to: 'maintenance', asks: ['remark'], icon: 'Build' },
      resume: { from: ['maintenance'], to: 'operating', icon: 'PlayArrow' },
    },
  },
  // an operator sends a cabinet its commands from its page; the new one shows in its commands at once
  recordActions: {
    sendCommand: { creates: 'cab-commands', prefill: { cabinetId: 'id' }, asks: ['operate', 'binOrdinal', 'remark'], icon: 'Send' },
  },
  // its page: the state and the batteries at a glance, the device and its site, then what it reported and was sent
  layout: {
    header: { chips: ['deployStatus', 'health'], figures: ['batteryNum', 'fullNum', 'lastHeartbeatAt'] },
    columns: 3,
    sections: [
      { name: 'device', fields: ['sn', 'serial', 'name', 'brand', 'doors', 'firmware', 'simSn', 'gsm', 'temperature', { field: 'remark', span: 'full' }] },
      { name: 'site', fields: ['areaId', 'storeId', { field: 'address', span: 'full' }, { field: 'location', span: 'full' }] },
    ],
  },
  // a cabinet's page: its alarms, the commands sent to it, the messages it sent, the batteries in it
  related: [
    { resource: 'cab-warnings', via: 'cabinetId' },
    { resource: 'cab-commands', via: 'cabinetId' },
    { resource: 'cab-messages', via: 'cabinetId' },
    { resource: 'batteries', via: 'cabinetId' },
  ],
  fields: {
    id: f.id(),
    sn: f.text({
      required: true,
      unique: true,
      pattern: 'CAB\\d{6}',
      patternMessage: 'app.validation.cabinetSn',
      filter: 'search',
      alwaysOn: true,
      gen: (_g, { index }) => `CAB${String(100001 + index)}`,
    }),
    serial: f.text({ required: true, unique: true, maxLength: 40, gen: (g) => g.pattern('YD2024########') }),
    name: f.text({ required: true, maxLength: 40, gen: (g, { index }) => `${g.pick(['地铁口', '商圈', '社区', '写字楼', '学校'])}换电柜${index + 1}` }),
    brand: f.enum(
      { yundong: 'primary', kaixin: 'info', xlls: 'secondary', tower: 'warning', other: 'default' },
      { required: true, filter: 'anyOf', gen: (g) => g.weighted({ yundong: 5, kaixin: 3, xlls: 2, tower: 2, other: 1 }) },
    ),
    areaId: f.ref('areas', { required: true, filter: 'equal', gen: (g, ctx) => g.refId(ctx, 'areas') }),
    storeId: f.ref('stores', { filter: 'equal', gen: (g, ctx) => (g.bool(0.7) ? g.refId(ctx, 'stores') : undefined) }),
    doors: f.number({ required: true, integer: true, min: 1, max: 60, default: 12, gen: (g) => g.pick([12, 12, 16, 20]) }),
    deployStatus: f.enum(
      { pending: 'default', operating: 'success', maintenance: 'warning' },
      { filter: 'anyOf', alwaysOn: true, gen: (g) => g.weighted({ pending: 1, operating: 8, maintenance: 1 }) },
    ),
    health: f.enum(
      { online: 'success', offline: 'default', fault: 'error' },
      { readOnly: true, filter: 'anyOf', gen: (g) => g.weighted({ online: 8, offline: 2, fault: 1 }) },
    ),
    batteryNum: f.number({ readOnly: true, integer: true, min: 0, filter: 'range', gen: (g, { record }) => g.int(0, Number(record.doors)) }),
    fullNum: f.number({ readOnly: true, integer: true, min: 0, gen: (g, { record }) => g.int(0, Number(record.batteryNum)) }),
    gsm: f.number({ readOnly: true, integer: true, min: 0, max: 31, views: ['list', 'show'], gen: (g) => g.int(5, 31) }),
    temperature: f.number({ readOnly: true, min: -40, max: 120, views: ['list', 'show'], gen: (g) => g.float(8, 45, 1) }),
    firmware: f.text({ maxLength: 20, views: ['show', 'edit'], gen: (g) => g.pick(['v2.3.1', 'v2.4.0', 'v3.0.2']) }),
    address: f.text({ required: true, maxLength: 120, views: ['show', 'create', 'edit'], gen: (g) => g.address('西安') }),
    location: f.geo({ required: true, gen: (g) => g.geoNear(108.94, 34.34, 0.25) }),
    simSn: f.text({ maxLength: 30, views: ['show', 'edit'], gen: (g) => g.pattern('8986##################') }),
    lastHeartbeatAt: f.datetime({ readOnly: true, views: ['list', 'show'], gen: (g) => g.recent(2) }),
    remark: f.text({ maxLength: 200, views: ['show', 'edit'], gen: () => undefined }),
  },
  demo: { count: 60 },
});
