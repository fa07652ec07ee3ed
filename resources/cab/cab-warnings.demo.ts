/** Demo data of `cab-warnings` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo, DEMO_NOW, type GenContext } from '../demo-gen';
import schema from './cab-warnings';

export default defineDemo(schema, {
  count: 200,
  fields: {
    alarmNo: (_g, { index }) => `AL${String(2026000001 + index)}`,
    createdAt: (g) => g.recent(30),
    code: (g) =>
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
    level: (_g, { record }) => LEVEL[String(record.code)] ?? 'warning',
    category: (_g, { record }) => (BATTERY_CODES.has(String(record.code)) ? 'battery' : 'cabinet'),
    source: (g, { record }) => (record.code === 'door_fault' ? g.weighted({ device: 3, rider_report: 2, staff: 1 }) : 'device'),
    cabinetId: (g, ctx) => g.refId(ctx, 'cab-devices'),
    // the cabinet's store (none when the cabinet is placed at none); draws nothing, so the other fields' values stay as they were
    storeId: (_g, ctx) => cabinetOf(ctx)?.storeId,
    binOrdinal: (g, ctx) => (BIN_CODES.has(String(ctx.record.code)) ? g.int(1, doorsOf(ctx)) : undefined),
    batterySn: (g, ctx) => (BATTERY_CODES.has(String(ctx.record.code)) ? String(g.refRecord(ctx, 'batteries')?.sn ?? g.pattern('BAT60V1#####')) : undefined),
    description: (g, { record }) => describe(g.int(0, 1000), record),
    status: (g) => g.weighted({ open: 4, acknowledged: 2, resolved: 7, ignored: 1 }),
    ignoreReason: (g, { record }) =>
      record.status === 'ignored' ? g.pick(['误报：现场检查正常', '设备调试产生', '传感器故障，已报修', '重复告警']) : undefined,
    acknowledgedAt: (g, { record }) => (record.status === 'open' ? undefined : later(String(record.createdAt), g.int(2, 40))),
    handledBy: (g, { record }) => (record.status === 'open' ? undefined : g.pick(['1', '4', '5'])),
    handledAt: (g, { record }) =>
      record.status === 'resolved' || record.status === 'ignored' ? later(String(record.acknowledgedAt), g.int(10, 600)) : undefined,
  },
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
function cabinetOf(ctx: GenContext): Readonly<Record<string, unknown>> | undefined {
  return (ctx.db['cab-devices'] ?? []).find((c) => String(c.id) === String(ctx.record.cabinetId));
}
function doorsOf(ctx: GenContext): number {
  return Number(cabinetOf(ctx)?.doors ?? 12) || 12;
}
