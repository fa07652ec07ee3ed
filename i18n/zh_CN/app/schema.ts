import type en from '../../en/app/schema';

export default {
  search: '搜索',
  from: '%{field}（起）',
  to: '%{field}（止）',
  yes: '是',
  no: '否',
  transition_done: '已完成：%{name}',
  transition_confirm: '确定对此记录执行“%{name}”吗？',
  transitions: '操作',
  longitude: '经度',
  latitude: '纬度',
  export_all: '导出',
  exporting: '正在导出 %{count} 条记录…',
  all: '全部',
  columns: '显示列',
  reset_columns: '恢复默认列',
  compact: '紧凑行',
  clear_filters: '清除全部筛选',
} satisfies Record<keyof typeof en, string>;
