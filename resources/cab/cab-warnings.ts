import { defineResource, f } from '../define';
import { DEMO_NOW, type GenContext } from '../demo-gen';

/** Cabinet and battery alarms (cabservd alarms + aurservd `cabinetfault`), handled by operations staff. */
export default defineResource({
  name: 'cab-warnings',
  route: '/apps/cab/warn',
  privilege: 'RESOURCE_ADMIN_CAB_WARN',
  menu: { section: 'cab', order: 20, icon: 'Warning' },
  title: 'alarmNo',
  search: ['alarmNo', 'batterySn', 'description'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  actions: { edit: false, delete: false, bulkDelete: false },
  // the status before the cabinet and bin: on screen at 1440 beside the row's actions
  list: { columns: ['alarmNo', 'createdAt', 'code', 'level', 'status', 'cabinetId', 'binOrdinal'] },
  subtitle: ['cabinetId', 'code'],
  summary: ['cabinetId', 'code', 'level'],
  workflow: {
    field: 'status',
    initial: 'open',
    transitions: {
      acknowledge: { from: ['open'], to: 'acknowledged', stamps: ['acknowledgedAt', 'handledBy'], icon: 'Visibility' },
      resolve: { from: ['acknowledged'], to: 'resolved', stamps: ['handledAt', 'handledBy'], icon: 'TaskAlt' },
      ignore: { from: ['open', 'acknowledged'], to: 'ignored', asks: ['ignoreReason'], stamps: ['handledAt', 'handledBy'], danger: true },
    },
  },
  fields: {
    id: f.id(),
    alarmNo: f.text({
      readOnly: true,
      number: { prefix: 'AL', digits: 6 },
      unique: true,
      maxLength: 30,
      views: ['list', 'show'],
      filter: 'search',
      gen: (_g, { index }) => `AL${String(2026000001 + index)}`,
    }),
    createdAt: f.datetime({ readOnly: true, filter: 'range', gen: (g) => g.recent(30) }),
    code: f.enum(
      {
        poweroff: 'error',
        undervoltage: 'warning',
        overvoltage: 'warning',
        cell_undervoltage: 'warning',
        cell_overvoltage: 'warning',
        overload: 'warning',
        high_temp: 'error',
        mos_high_temp: 'error',
        charge_short: 'error',
        discharge_short: 'error',
        charge_overcurrent: 'warning',
        discharge_overcurrent: 'warning',
        cabinet_high_temp: 'error',
        smoke: 'error',
        flooding: 'error',
        water_level: 'warning',
        door_fault: 'warning',
        offline: 'default',
      },
      {
        required: true,
        filter: 'anyOf',
        gen: (g) =>
          g.weighted({
            poweroff: 2,
            undervoltage: 3,
            overvoltage: 1,
            cell_undervoltage: 2,
            cell_overvoltage: 1,
            overload: 1,
            high_temp: 3,
            mos_high_temp: 1,
            charge_short: 1,
            discharge_short: 1,
            charge_overcurrent: 2,
            discharge_overcurrent: 1,
            cabinet_high_temp: 2,
            smoke: 1,
            flooding: 1,
            water_level: 1,
            door_fault: 6,
            offline: 8,
          }),
      },
    ),
    level: f.enum(
      { info: 'info', warning: 'warning', critical: 'error' },
      { required: true, filter: 'anyOf', alwaysOn: true, default: 'warning', gen: (_g, { record }) => LEVEL[String(record.code)] ?? 'warning' },
    ),
    category: f.enum(
      { cabinet: 'primary', battery: 'info', ebike: 'secondary', other: 'default' },
      { required: true, filter: 'anyOf', default: 'cabinet', gen: (_g, { record }) => (BATTERY_CODES.has(String(record.code)) ? 'battery' : 'cabinet') },
    ),
    source: f.enum(
      { device: 'default', rider_report: 'info', staff: 'secondary' },
      {
        required: true,
        default: 'staff',
        views: ['list', 'show', 'create'],
        gen: (g, { record }) => (record.code === 'door_fault' ? g.weighted({ device: 3, rider_report: 2, staff: 1 }) : 'device'),
      },
    ),
    cabinetId: f.ref('cab-devices', { required: true, filter: 'equal', alwaysOn: true, gen: (g, ctx) => g.refId(ctx, 'cab-devices') }),
    binOrdinal: f.number({ integer: true, min: 1, max: 60, gen: (g, ctx) => (BIN_CODES.has(String(ctx.record.code)) ? g.int(1, doorsOf(ctx)) : undefined) }),
    batterySn: f.text({
      pointsTo: [{ resource: 'batteries', field: 'sn' }],
      maxLength: 32,
      filter: 'search',
      gen: (g, ctx) => (BATTERY_CODES.has(String(ctx.record.code)) ? String(g.refRecord(ctx, 'batteries')?.sn ?? g.pattern('BAT60V1#####')) : undefined),
    }),
    description: f.text({ maxLength: 200, gen: (g, { record }) => describe(g.int(0, 1000), record) }),
    status: f.enum(
      { open: 'error', acknowledged: 'warning', resolved: 'success', ignored: 'default' },
      { filter: 'anyOf', alwaysOn: true, views: ['list', 'show'], gen: (g) => g.weighted({ open: 4, acknowledged: 2, resolved: 7, ignored: 1 }) },
    ),
    ignoreReason: f.text({
      maxLength: 200,
      views: ['show'],
      gen: (g, { record }) => (record.status === 'ignored' ? g.pick(['误报：现场检查正常', '设备调试产生', '传感器故障，已报修', '重复告警']) : undefined),
    }),
    acknowledgedAt: f.datetime({
      readOnly: true,
      views: ['show'],
      gen: (g, { record }) => (record.status === 'open' ? undefined : later(String(record.createdAt), g.int(2, 40))),
    }),
    // who acknowledged, resolved or ignored it last: stamped by those transitions
    handledBy: f.ref('sys-users', {
      readOnly: true,
      filter: 'equal',
      views: ['list', 'show'],
      gen: (g, { record }) => (record.status === 'open' ? undefined : g.pick(['1', '4', '5'])),
    }),
    handledAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      gen: (g, { record }) => (record.status === 'resolved' || record.status === 'ignored' ? later(String(record.acknowledgedAt), g.int(10, 600)) : undefined),
    }),
  },
  demo: { count: 200 },
});

const LEVEL: Record<string, 'info' | 'warning' | 'critical'> = {
  poweroff: 'critical',
  undervoltage: 'warning',
  overvoltage: 'warning',
  cell_undervoltage: 'warning',
  cell_overvoltage: 'warning',
  overload: 'warning',
  high_temp: 'critical',
  mos_high_temp: 'critical',
  charge_short: 'critical',
  discharge_short: 'critical',
  charge_overcurrent: 'warning',
  discharge_overcurrent: 'warning',
  cabinet_high_temp: 'critical',
  smoke: 'critical',
  flooding: 'critical',
  water_level: 'warning',
  door_fault: 'warning',
  offline: 'info',
};
const BATTERY_CODES = new Set([
  'undervoltage',
  'overvoltage',
  'cell_undervoltage',
  'cell_overvoltage',
  'overload',
  'high_temp',
  'mos_high_temp',
  'charge_short',
  'discharge_short',
  'charge_overcurrent',
  'discharge_overcurrent',
]);
const BIN_CODES = new Set([...BATTERY_CODES, 'door_fault']);
const TEXT: Record<string, string> = {
  poweroff: '柜机市电断电，已切换备用电源',
  undervoltage: '电池总压过低',
  overvoltage: '电池总压过高',
  cell_undervoltage: '电池单体欠压',
  cell_overvoltage: '电池单体过压',
  overload: '电池放电过载',
  high_temp: '电池温度过高',
  mos_high_temp: '电池MOS管温度过高',
  charge_short: '充电回路短路',
  discharge_short: '放电回路短路',
  charge_overcurrent: '充电过流',
  discharge_overcurrent: '放电过流',
  cabinet_high_temp: '柜体温度过高',
  smoke: '烟雾传感器报警',
  flooding: '柜体进水',
  water_level: '柜底水位超限',
  door_fault: '仓门无法关闭或锁舌故障',
  offline: '柜机心跳超时，设备离线',
};

function describe(n: number, record: Readonly<Record<string, unknown>>): string {
  const text = TEXT[String(record.code)] ?? '设备告警';
  const where = record.binOrdinal ? `${record.binOrdinal}号仓` : '';
  if (record.code === 'high_temp' || record.code === 'cabinet_high_temp') return `${where}${text}（${58 + (n % 15)}℃）`;
  if (record.code === 'offline') return `${text}（${5 + (n % 55)}分钟）`;
  return `${where}${text}`;
}
function later(iso: string, minutes: number): string | undefined {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? undefined : new Date(Math.min(t + minutes * 60000, DEMO_NOW)).toISOString();
}
function doorsOf(ctx: GenContext): number {
  const cab = (ctx.db['cab-devices'] ?? []).find((c) => String(c.id) === String(ctx.record.cabinetId));
  return Number(cab?.doors ?? 12) || 12;
}
