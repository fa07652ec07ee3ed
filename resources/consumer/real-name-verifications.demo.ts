/** Demo data of `real-name-verifications` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo, DEMO_NOW, type GenContext } from '../demo-gen';
import schema from './real-name-verifications';

export default defineDemo(schema, {
  count: 200,
  fields: {
    consumerId: (g, ctx) => {
      const c = consumerFor(ctx);
      return c ? String(c.id) : g.refId(ctx, 'consumers');
    },
    storeId: (g, ctx) => (consumerOf(ctx)?.storeId as string | undefined) ?? g.refId(ctx, 'stores'),
    name: (g, ctx) => (consumerOf(ctx)?.name as string | undefined) ?? g.personName(),
    idCardType: (g) => g.weighted({ id_card: 40, temporary_id_card: 2, hmt_residence_permit: 1, foreign_permanent_residence: 0 }),
    idCardNumber: (g, { index, record }) =>
      idNumber(g.pick(record.idCardType === 'hmt_residence_permit' ? HMT_CODES : AREA_CODES), g.int(1970, 2004), g.int(1, 12), g.int(1, 28), index),
    idCardPortrait: () => undefined,
    idCardNational: () => undefined,
    facePhoto: () => undefined,
    faceScore: (g, ctx) => {
      const s = statusOf(ctx);
      return s === 'approved' ? g.float(85, 99.5, 1) : s === 'rejected' ? g.float(35, 79, 1) : g.float(60, 99, 1);
    },
    status: (_g, ctx) => statusOf(ctx),
    rejectReason: (g, { record }) =>
      record.status === 'rejected'
        ? g.pick(['身份证照片模糊，请重新拍摄', '人脸比对不通过', '证件已过有效期', '姓名与证件不一致', '证件照片反光，信息无法识别'])
        : undefined,
    createdAt: (g, { record }) => g.recent(record.status === 'pending' ? 3 : 300),
    reviewerId: (g, { record }) => (record.status === 'approved' || record.status === 'rejected' ? g.pick(['1', '4']) : undefined),
    verifiedAt: (g, { record }) =>
      record.status === 'pending' ? undefined : new Date(Math.min(Date.parse(String(record.createdAt)) + g.int(1, 600) * 60000, DEMO_NOW)).toISOString(),
  },
});

/** Xi'an districts and the home regions riders often come from. */
const AREA_CODES = [
  '610102',
  '610103',
  '610104',
  '610111',
  '610112',
  '610113',
  '610116',
  '610502',
  '610302',
  '612501',
  '411302',
  '412702',
  '410102',
  '620102',
  '622701',
];
/** Residence permits of Hong Kong, Macao and Taiwan residents (830000 / 810000 / 820000). */
const HMT_CODES = ['810000', '820000', '830000'];
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** An 18-digit PRC identity number with a valid ISO 7064 MOD 11-2 check digit, unique per index. */
function idNumber(area: string, year: number, month: number, day: number, index: number): string {
  const body = `${area}${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${String(index % 1000).padStart(3, '0')}`;
  const sum = [...body].reduce((s, ch, i) => s + Number(ch) * WEIGHTS[i], 0);
  return body + '10X98765432'[sum % 11];
}

const STATUS_BY_AUTH: Record<string, 'pending' | 'approved' | 'rejected'> = { pending: 'pending', verified: 'approved', failed: 'rejected' };
/** Consumers who have submitted a verification, in order; the index-th record belongs to one of them. */
function consumerFor(ctx: GenContext): Readonly<Record<string, unknown>> | undefined {
  const submitted = (ctx.db.consumers ?? []).filter((c) => String(c.authStatus) in STATUS_BY_AUTH);
  return submitted.length ? submitted[ctx.index % submitted.length] : undefined;
}
function consumerOf(ctx: GenContext): Readonly<Record<string, unknown>> | undefined {
  return (ctx.db.consumers ?? []).find((c) => String(c.id) === String(ctx.record.consumerId));
}
function statusOf(ctx: GenContext): 'pending' | 'approved' | 'rejected' {
  return STATUS_BY_AUTH[String(consumerOf(ctx)?.authStatus)] ?? 'approved';
}
