/** On a phone and by keyboard (CONTRACT §4): the folded filters, the record's action bar, the bell's oldest waiting record. */
export default {
  filters: '筛选',
  filters_count: '筛选（%{count}）',
  record_actions: '记录操作',
  oldest_waiting: '最早待处理：%{title}',
};
