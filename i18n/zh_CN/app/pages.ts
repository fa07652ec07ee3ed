import type en from '../../en/app/pages';

export default {
  area_folder: '区域',
  child_areas: '下级区域',
  area_stores: '本区域门店',
  all_areas: '全部区域',
  no_children: '无下级区域',
  no_stores: '本区域暂无门店',
  open_record: '打开',
} satisfies Record<keyof typeof en, string>;
