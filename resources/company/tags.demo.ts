/** Demo data of `tags` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './tags';

export default defineDemo(schema, {
  count: 50,
  fields: {
    name: (_g, { index }) => tagOf(index).name,
    target: (_g, { index }) => tagOf(index).target,
    color: (g) => g.weighted({ red: 1, orange: 2, green: 3, blue: 3, purple: 1, indigo: 1, grey: 1 }),
    description: (_g, { index }) => tagOf(index).description,
    sortOrder: (_g, { index }) => (index + 1) * 10,
    enabled: (g) => g.bool(0.9),
    createdAt: (g) => g.recent(400),
  },
});

const CONSUMER_TAGS: readonly [string, string][] = [
  ['外卖骑手', '美团、饿了么等平台配送骑手'],
  ['快递员', '快递网点派件员'],
  ['同城跑腿', '闪送、UU跑腿等同城配送'],
  ['高频换电', '日均换电 4 次以上'],
  ['夜间用户', '主要在 22:00 后换电'],
  ['逾期用户', '套餐曾逾期未续费'],
  ['企业客户', '企业签约统一结算'],
  ['新用户', '注册 30 天内'],
  ['VIP', '年卡或累计消费较高'],
  ['学生', '高校学生认证'],
  ['免押用户', '芝麻信用或微信支付分免押'],
  ['投诉较多', '近 90 天投诉 2 次以上'],
  ['电池异常', '近期所用电池多次告警'],
  ['流失预警', '超过 15 天未换电'],
  ['老用户', '连续续费 6 个月以上'],
  ['推荐达人', '成功邀请 5 位以上新用户'],
  ['以租代购', '以租代购方案用户'],
  ['车电一体', '租用整车和电池'],
  ['单电用户', '仅租用电池'],
  ['风险用户', '存在欠费或违规记录'],
  ['客服回访', '需客服电话回访'],
  ['长途配送', '日均骑行超过 80 公里'],
  ['保险已购', '已购买骑行意外险'],
  ['代理商推荐', '由代理商渠道开户'],
  ['节假日活跃', '节假日换电次数明显增加'],
];
const STORE_TAGS: readonly [string, string][] = [
  ['24小时营业', '全天候营业'],
  ['地铁口', '距地铁站 300 米内'],
  ['旗舰店', '面积大、服务齐全'],
  ['可维修', '提供电动车维修'],
  ['可售车', '提供整车销售'],
  ['骑手驿站', '提供休息、充电、饮水'],
  ['新开业', '开业 30 天内'],
  ['高客流', '日均到店 200 人次以上'],
  ['加盟店', '加盟商经营'],
  ['直营店', '公司直营'],
  ['换电柜集中', '周边 500 米内 3 台以上换电柜'],
  ['停车方便', '门前有电动车停放区'],
  ['高校周边', '位于高校附近'],
  ['写字楼区', '商务区写字楼附近'],
  ['社区店', '位于居民社区'],
  ['库存紧张', '电池库存低于安全线'],
  ['待整改', '巡检发现问题待整改'],
  ['业绩标杆', '月度业绩排名前列'],
  ['夜间值守', '夜间有店员值守'],
  ['支持企业结算', '可办理企业客户业务'],
  ['电池回收点', '可回收报废电池'],
  ['培训基地', '新员工培训门店'],
  ['商圈核心', '位于商圈核心位置'],
  ['临时停业', '装修或整顿暂停营业'],
  ['免押试点', '免押金租电试点门店'],
];

function tagOf(index: number): { name: string; target: 'store' | 'consumer'; description: string } {
  const consumer = index % 2 === 0;
  const list = consumer ? CONSUMER_TAGS : STORE_TAGS;
  const i = Math.floor(index / 2);
  const [name, description] = list[i % list.length];
  return { name: i < list.length ? name : `${name}${Math.floor(i / list.length) + 1}`, target: consumer ? 'consumer' : 'store', description };
}
