import type en from '../../en/app/trash';

export default {
  deleted_one: 'حُذف «%{title}»',
  deleted_many: 'حُذف من %{name}: %{smart_count}',
  restored_one: 'استُعيد «%{title}»',
  restored_many: 'استُعيد من %{name}: %{smart_count}',
  open: 'فتح',
  restore: 'استعادة',
  restore_label: 'استعادة «%{title}»',
  restore_taken: 'تعذّرت الاستعادة: لدى سجل آخر الآن نفس قيمة %{field}. عدّل ذلك السجل أولًا ثم استعد.',
  restore_gone: 'تعذّرت الاستعادة: لم يعد في سلة المحذوفات (استُعيد من قبل أو أُزيل نهائيًا).',
  empty: 'سلة المحذوفات فارغة',
  empty_hint: 'تصل السجلات المحذوفة إلى هنا، ويمكن استعادتها من هنا إلى أن تُزال نهائيًا.',
  open_blockers: 'فتح %{count} من %{name}',
} satisfies typeof en;
