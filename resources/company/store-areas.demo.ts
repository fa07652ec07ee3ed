/** Demo data of `store-areas` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './store-areas';

export default defineDemo(schema, {
  count: 50,
  fields: {
    code: (_g, { index }) => `SQ${String(1001 + index)}`,
    name: (_g, { index }) => `${DISTRICTS[index % DISTRICTS.length][0]}${index < DISTRICTS.length ? '' : Math.floor(index / DISTRICTS.length) + 1}商圈`,
    areaId: (g, ctx) => {
      const areas = ctx.db.areas ?? [];
      const named = areas.find((a) => a.name === DISTRICTS[ctx.index % DISTRICTS.length][1]);
      const districts = areas.filter((a) => a.level === 'district');
      return named ? String(named.id) : districts.length ? String(g.pick(districts).id) : g.refId(ctx, 'areas');
    },
    manager: (g) => g.personName(),
    managerPhone: (g) => g.phone(),
    center: (g) => g.geoNear(108.94, 34.3, 0.18),
    radiusKm: (g) => g.pick([1.5, 2, 2.5, 3, 3, 4, 5]),
    enabled: (g) => g.bool(0.9),
    remark: (g) =>
      g.bool(0.3) ? g.pick(['外卖骑手集中，午高峰换电量大', '高校周边，寒暑假需求下降', '夜间配送需求旺盛', '新开拓区域，持续铺柜中']) : undefined,
    createdAt: (g) => g.recent(500),
  },
});

/** Business districts of Xi'an (and nearby Xianyang, Baoji) with the district they lie in. */
const DISTRICTS: readonly (readonly [string, string])[] = [
  ['小寨', '雁塔区'],
  ['钟楼', '碑林区'],
  ['大雁塔', '雁塔区'],
  ['曲江池', '雁塔区'],
  ['高新路', '雁塔区'],
  ['软件新城', '雁塔区'],
  ['科技路', '雁塔区'],
  ['电子城', '雁塔区'],
  ['土门', '莲湖区'],
  ['西大街', '莲湖区'],
  ['北大街', '莲湖区'],
  ['东大街', '碑林区'],
  ['南稍门', '碑林区'],
  ['李家村', '碑林区'],
  ['胡家庙', '碑林区'],
  ['凤城五路', '未央区'],
  ['张家堡', '未央区'],
  ['行政中心', '未央区'],
  ['北客站', '未央区'],
  ['纺织城', '未央区'],
  ['大明宫', '未央区'],
  ['龙首村', '未央区'],
  ['明光路', '未央区'],
  ['汉城湖', '未央区'],
  ['长安大学城', '长安区'],
  ['韦曲', '长安区'],
  ['郭杜', '长安区'],
  ['航天城', '长安区'],
  ['含光门', '碑林区'],
  ['西稍门', '莲湖区'],
  ['劳动路', '莲湖区'],
  ['大兴新区', '莲湖区'],
  ['三桥', '未央区'],
  ['丈八', '雁塔区'],
  ['鱼化寨', '雁塔区'],
  ['太白路', '雁塔区'],
  ['吉祥村', '雁塔区'],
  ['文艺路', '碑林区'],
  ['和平门', '碑林区'],
  ['长乐路', '碑林区'],
  ['咸阳人民路', '秦都区'],
  ['秦都万达', '秦都区'],
  ['西咸大道', '秦都区'],
  ['渭城中心', '渭城区'],
  ['咸阳国际机场', '渭城区'],
  ['宝鸡经二路', '渭滨区'],
  ['宝鸡高新', '渭滨区'],
  ['金台大道', '金台区'],
  ['宝鸡火车站', '金台区'],
  ['西府老街', '金台区'],
];
