import type en from '../../en/app/dashboard';

export default {
  map_title: 'Carte des opérations',
  stores: 'Magasins',
  cabinets: 'Armoires',
  online: 'En ligne',
  offline: 'Hors ligne',
  fault: 'En panne',
  open_warnings: 'Alertes en cours',
  batteries: 'Parc de batteries',
  coming_soon: 'Ce tableau de bord est en cours de construction.',
} satisfies Record<keyof typeof en, string>;
