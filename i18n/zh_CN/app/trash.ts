import type en from '../../en/app/trash';

export default {
  deleted_one: '已删除“%{title}”',
  deleted_many: '已删除 %{smart_count} 条%{name}',
  restored_one: '已恢复“%{title}”',
  restored_many: '已恢复 %{smart_count} 条%{name}',
  open: '查看',
  restore: '恢复',
  restore_label: '恢复“%{title}”',
  restore_taken: '无法恢复：已有另一条记录使用相同的%{field}。请先修改那条记录，再恢复。',
  restore_gone: '无法恢复：它已不在回收站中（已被恢复或已清除）。',
  empty: '回收站是空的',
  empty_hint: '删除的记录会放到这里，在被清除之前都可以从这里恢复。',
  open_blockers: '查看 %{count} 条%{name}',
} satisfies typeof en;
