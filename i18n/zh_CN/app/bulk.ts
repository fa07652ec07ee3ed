/** 批量修改（CONTRACT §2.5）：一次为多条记录设置相同的值；以及经由关联记录的筛选。 */
export default {
  title: '批量修改 %{smart_count} 条%{name}',
  scope: '修改哪些记录',
  scope_selected: '已选的 %{smart_count} 条',
  scope_all: '符合筛选条件的全部 %{smart_count} 条',
  field: '要修改的字段',
  add_field: '再改一个字段',
  remove_field: '不修改%{field}',
  empty_means_clear: '留空则清除每条记录的该字段。',
  confirm: '修改 %{smart_count} 条记录',
  confirm_all: '将修改符合筛选条件的全部 %{smart_count} 条记录，而不只是本页的记录。',
  finding: '正在查找符合条件的记录…',
  progress: '已保存 %{finished} / %{total}',
  report: '已修改 %{done} 条，%{failed} 条被拒绝',
  refused_list: '被拒绝的记录及原因',
  done: '已修改 %{smart_count} 条记录',
  nothing_editable: '这些记录没有可以一次批量修改的字段。',
};
