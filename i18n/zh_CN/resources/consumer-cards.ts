import type { ResourceLabels } from '../../types';

export default {
  name: '骑手卡包 |||| 骑手卡包',
  fields: {
    id: 'ID',
    cardNo: '卡号',
    consumerId: '骑手',
    cardType: '卡类型',
    rideCardId: '骑士卡',
    batteryCardId: '换电卡',
    storeId: '门店',
    status: '状态',
    amount: '实付金额',
    remainingDays: '剩余天数',
    pauseDays: '寄存天数',
    startAt: '开始日期',
    endAt: '到期日期',
    remark: '备注',
    createdAt: '购买时间',
  },
  enums: {
    cardType: { ride: '骑士卡', battery: '换电卡' },
    status: { inactive: '未激活', active: '使用中', paused: '寄存中', overdue: '已逾期', unsubscribed: '已退租', canceled: '已取消' },
  },
} satisfies ResourceLabels;
