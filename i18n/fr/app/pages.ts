import type en from '../../en/app/pages';

export default {
  area_folder: 'Zone',
  child_areas: 'Sous-zones',
  area_stores: 'Magasins de cette zone',
  all_areas: 'Toutes les zones',
  no_children: 'Aucune sous-zone',
  no_stores: 'Aucun magasin dans cette zone',
  open_record: 'Ouvrir',
} satisfies Record<keyof typeof en, string>;
