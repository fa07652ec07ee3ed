import type { ResourceLabels } from '../../types';

export default {
  name: '换电订单 |||| 换电订单',
  fields: {
    id: 'ID',
    orderNo: '换电单号',
    consumerId: '骑手',
    storeId: '门店',
    cabinetId: '换电柜',
    status: '状态',
    price: '换电价格',
    paidAmount: '实付金额',
    payway: '支付方式',
    failReason: '失败原因',
    alternative: '启用备选方案',
    putInBatterySn: '放入电池SN',
    emptyBinOrdinal: '空仓号',
    putInSoc: '放入电量',
    putOutBatterySn: '取出电池SN',
    fullBinOrdinal: '满电仓号',
    putOutSoc: '取出电量',
    startAt: '开始时间',
    durationSec: '耗时（秒）',
    finishAt: '结束时间',
  },
  enums: {
    payway: { card: '换电卡', balance: '账户余额', alipay: '支付宝', wechat: '微信支付' },
    status: { pending: '待开始', running: '换电中', success: '成功', failed: '失败', canceled: '已取消' },
  },
  actions: { refund: '退款' },
} satisfies ResourceLabels;
