import type { ResourceLabels } from '../../types';

export default {
  name: '设备指令 |||| 设备指令',
  fields: {
    id: 'ID',
    sn: '指令编号',
    cabinetId: '电柜',
    operate: '操作',
    binOrdinal: '仓位号',
    business: '业务类型',
    orderSn: '订单号',
    status: '状态',
    requestedBy: '发起人',
    retryTimes: '重试次数',
    message: '设备应答',
    remark: '备注',
    createdAt: '创建时间',
    startAt: '下发时间',
    stopAt: '完成时间',
  },
  enums: {
    operate: {
      door_open: '开仓门',
      reboot: '重启电柜',
      bin_lock: '锁仓',
      bin_unlock: '解锁仓位',
      bin_enable: '启用仓位',
      bin_disable: '禁用仓位',
      detect: '电池检测',
    },
    business: { operate: '运维操作', exchange: '换电', active: '激活', pause: '寄存', continue: '取消寄存', unsubscribe: '退租' },
    status: { pending: '待下发', sent: '已下发', succeeded: '成功', failed: '失败', timed_out: '超时' },
  },
  transitions: {
    send: '下发',
    succeed: '标记成功',
    fail: '标记失败',
    timeout: '标记超时',
    retry: '重试',
  },
} satisfies ResourceLabels;
