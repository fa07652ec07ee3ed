/** Demo data of `cab-messages` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo, type Gen, type GenContext } from '../demo-gen';
import schema from './cab-messages';

export default defineDemo(schema, {
  count: 600,
  fields: {
    cabinetId: (g, ctx) => g.refId(ctx, 'cab-devices'),
    receivedAt: (g) => g.recent(3),
    direction: (g) => g.weighted({ telemetry: 9, telecontrol: 1 }),
    signalId: (g, { record }) => g.pick(record.direction === 'telecontrol' ? TELECONTROL : TELEMETRY).id,
    signalName: (_g, { record }) => signal(record.signalId)?.name,
    binOrdinal: (g, ctx) => (signal(ctx.record.signalId)?.bin ? g.int(1, doorsOf(ctx)) : undefined),
    value: (g, ctx) => signal(ctx.record.signalId)?.value(g, ctx),
    unit: (_g, { record }) => signal(record.signalId)?.unit,
    raw: (_g, { record }) =>
      JSON.stringify({
        sid: record.signalId,
        ...(record.binOrdinal ? { bin: record.binOrdinal } : {}),
        v: record.value,
        ts: Math.floor(Date.parse(String(record.receivedAt)) / 1000),
      }),
  },
});

interface Signal {
  readonly id: string;
  readonly name: string;
  readonly bin: boolean;
  readonly unit?: string;
  readonly value: (g: Gen, ctx: GenContext) => string;
}

const TELEMETRY: readonly Signal[] = [
  { id: '02109001', name: '电池SOC', bin: true, unit: '%', value: (g) => String(g.int(5, 100)) },
  { id: '02109002', name: '电池SOH', bin: true, unit: '%', value: (g) => String(g.int(70, 100)) },
  { id: '02109003', name: '电池电压', bin: true, unit: 'V', value: (g) => g.float(52, 67.2, 1).toFixed(1) },
  { id: '02109004', name: '充电电流', bin: true, unit: 'A', value: (g) => g.float(0, 8, 1).toFixed(1) },
  { id: '02109005', name: '电池温度', bin: true, unit: '℃', value: (g) => String(g.int(18, 46)) },
  { id: '02109006', name: '仓门状态', bin: true, value: (g) => (g.bool(0.1) ? '1' : '0') },
  { id: '02109007', name: '电池在位', bin: true, value: (g) => (g.bool(0.8) ? '1' : '0') },
  { id: '02109008', name: '电池编号', bin: true, value: (g, ctx) => String(g.refRecord(ctx, 'batteries')?.sn ?? g.pattern('BAT60V1#####')) },
  { id: '02101001', name: '柜体温度', bin: false, unit: '℃', value: (g) => g.float(8, 45, 1).toFixed(1) },
  { id: '02101002', name: '市电状态', bin: false, value: (g) => (g.bool(0.97) ? '1' : '0') },
  { id: '02101003', name: '信号强度', bin: false, unit: 'dBm', value: (g) => String(g.int(5, 31)) },
  { id: '02101004', name: '累计电量', bin: false, unit: 'kWh', value: (g) => g.float(200, 9000, 1).toFixed(1) },
  { id: '02101005', name: '水位告警', bin: false, value: (g) => (g.bool(0.02) ? '1' : '0') },
  { id: '02101006', name: '烟雾告警', bin: false, value: (g) => (g.bool(0.01) ? '1' : '0') },
];
const TELECONTROL: readonly Signal[] = [
  { id: '03101001', name: '开仓门', bin: true, value: (g) => (g.bool(0.95) ? '1' : '0') },
  { id: '03101002', name: '仓位禁用', bin: true, value: (g) => (g.bool(0.95) ? '1' : '0') },
  { id: '03101003', name: '仓位启用', bin: true, value: (g) => (g.bool(0.95) ? '1' : '0') },
  { id: '03101004', name: '柜机重启', bin: false, value: (g) => (g.bool(0.95) ? '1' : '0') },
  { id: '03101005', name: '电池检测', bin: true, value: (g) => (g.bool(0.95) ? '1' : '0') },
];
const BY_ID = new Map([...TELEMETRY, ...TELECONTROL].map((s) => [s.id, s]));
const signal = (id: unknown): Signal | undefined => BY_ID.get(String(id));

function doorsOf(ctx: GenContext): number {
  const cab = (ctx.db['cab-devices'] ?? []).find((c) => String(c.id) === String(ctx.record.cabinetId));
  return Number(cab?.doors ?? 12) || 12;
}
