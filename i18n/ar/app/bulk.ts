/** التعديل الجماعي (CONTRACT §2.5): قيمة واحدة على عدة سجلات؛ والتصفية عبر سجل مرتبط. */
export default {
  title: 'تعديل %{smart_count} من %{name}',
  scope: 'أي السجلات',
  scope_selected: 'المحددة (%{smart_count})',
  scope_all: 'كل السجلات المطابقة للتصفية (%{smart_count})',
  field: 'الحقل المراد تعديله',
  add_field: 'تعديل حقل آخر',
  remove_field: 'عدم تعديل %{field}',
  empty_means_clear: 'إذا تُرك فارغًا يُمسح الحقل في كل سجل.',
  confirm: 'تعديل السجلات (%{smart_count})',
  confirm_all: 'سيُعدَّل كل سجل من السجلات المطابقة للتصفية (%{smart_count})، لا سجلات هذه الصفحة وحدها.',
  finding: 'جارٍ البحث عن السجلات المطابقة…',
  progress: 'حُفظ %{finished} من %{total}',
  report: 'عُدّل %{done}، ورُفض %{failed}',
  refused_list: 'المرفوضة وسبب الرفض',
  done: 'لا سجل عُدّل |||| عُدّل سجل واحد |||| عُدّل سجلان |||| عُدّلت %{smart_count} سجلات |||| عُدّل %{smart_count} سجلًا |||| عُدّل %{smart_count} سجل',
  nothing_editable: 'لا يوجد في هذه السجلات حقل يمكن تعديله على عدة سجلات دفعة واحدة.',
};
