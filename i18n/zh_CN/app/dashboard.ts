import type en from '../../en/app/dashboard';

export default {
  map_title: '运营地图',
  stores: '门店',
  cabinets: '换电柜',
  online: '在线',
  offline: '离线',
  fault: '故障',
  open_warnings: '未处理告警',
  batteries: '电池',
  coming_soon: '该仪表盘正在建设中。',
} satisfies Record<keyof typeof en, string>;
