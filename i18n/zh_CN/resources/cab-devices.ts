import type { ResourceLabels } from '../../types';

export default {
  name: '电柜 |||| 电柜',
  fields: {
    id: 'ID',
    sn: '电柜编号',
    serial: '设备序列号',
    name: '名称',
    brand: '品牌',
    areaId: '区域',
    storeId: '门店',
    doors: '仓位数',
    deployStatus: '投放状态',
    health: '健康状态',
    batteryNum: '电池数',
    fullNum: '满电数',
    gsm: 'GSM 信号',
    temperature: '柜内温度',
    firmware: '固件版本',
    address: '地址',
    location: '位置',
    simSn: 'SIM 卡号',
    lastHeartbeatAt: '最近心跳',
    remark: '备注',
  },
  enums: {
    brand: { yundong: '云动', kaixin: '凯信', xlls: '西六楼', tower: '中国铁塔', other: '其他' },
    deployStatus: { pending: '未投放', operating: '运营中', maintenance: '维护中' },
    health: { online: '在线', offline: '离线', fault: '故障' },
  },
  actions: { sendCommand: '下发指令' },
  transitions: {
    deploy: '投放',
    maintain: '进入维护',
    resume: '恢复运营',
  },
  sections: {
    device: '设备',
    site: '位置',
  },
} satisfies ResourceLabels;
