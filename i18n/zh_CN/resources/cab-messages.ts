import type { ResourceLabels } from '../../types';

export default {
  name: '设备消息 |||| 设备消息',
  fields: {
    id: 'ID',
    cabinetId: '电柜',
    receivedAt: '接收时间',
    direction: '事件类型',
    signalId: '信号 ID',
    signalName: '信号名称',
    binOrdinal: '仓位号',
    value: '数值',
    unit: '单位',
    raw: '原始报文',
  },
  enums: {
    direction: { telemetry: '遥测', telecontrol: '遥控' },
  },
} satisfies ResourceLabels;
