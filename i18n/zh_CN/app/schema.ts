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
  capped: '仅显示 %{total} 条中的前 %{max} 条；请缩小筛选范围，或导出以查看全部记录。',
} satisfies Record<keyof typeof en, string>;
