export default {
  area_folder: 'Area',
  child_areas: 'Sub-areas',
  area_stores: 'Stores in this area',
  all_areas: 'All areas',
  no_children: 'No sub-areas',
  no_stores: 'No stores in this area',
  open_record: 'Open',
};
