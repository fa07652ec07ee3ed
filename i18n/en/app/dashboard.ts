export default {
  map_title: 'Operations map',
  stores: 'Stores',
  cabinets: 'Cabinets',
  online: 'Online',
  offline: 'Offline',
  fault: 'Fault',
  open_warnings: 'Open warnings',
  batteries: 'Batteries',
  coming_soon: 'This dashboard is being built.',
};
