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
    }),
    serial: f.text({ required: true, unique: true, maxLength: 40 }),
    name: f.text({ required: true, maxLength: 40 }),
    brand: f.enum({ yundong: 'primary', kaixin: 'info', xlls: 'secondary', tower: 'warning', other: 'default' }, { required: true, filter: 'anyOf' }),
    areaId: f.ref('areas', { required: true, filter: 'equal' }),
    storeId: f.ref('stores', { filter: 'equal' }),
    doors: f.number({ required: true, integer: true, min: 1, max: 60, default: 12 }),
    deployStatus: f.enum({ pending: 'default', operating: 'success', maintenance: 'warning' }, { filter: 'anyOf', alwaysOn: true }),
    health: f.enum({ online: 'success', offline: 'default', fault: 'error' }, { readOnly: true, filter: 'anyOf' }),
    batteryNum: f.number({ readOnly: true, integer: true, min: 0, filter: 'range' }),
    fullNum: f.number({ readOnly: true, integer: true, min: 0 }),
    gsm: f.number({ readOnly: true, integer: true, min: 0, max: 31, views: ['list', 'show'] }),
    temperature: f.number({ readOnly: true, min: -40, max: 120, views: ['list', 'show'], unit: '°C' }),
    firmware: f.text({ maxLength: 20, views: ['show', 'edit'] }),
    address: f.text({ required: true, maxLength: 120, views: ['show', 'create', 'edit'] }),
    location: f.geo({ required: true }),
    simSn: f.text({ maxLength: 30, views: ['show', 'edit'] }),
    lastHeartbeatAt: f.datetime({ readOnly: true, views: ['list', 'show'] }),
    remark: f.text({ maxLength: 200, views: ['show', 'edit'] }),
  },
});
