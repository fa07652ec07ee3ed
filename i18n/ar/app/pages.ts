import type en from '../../en/app/pages';

export default {
  area_folder: 'المنطقة',
  child_areas: 'المناطق الفرعية',
  area_stores: 'المتاجر في هذه المنطقة',
  all_areas: 'جميع المناطق',
  no_children: 'لا توجد مناطق فرعية',
  no_stores: 'لا توجد متاجر في هذه المنطقة',
  open_record: 'فتح',
} satisfies Record<keyof typeof en, string>;
