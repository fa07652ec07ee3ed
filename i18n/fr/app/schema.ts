import type en from '../../en/app/schema';

export default {
  search: 'Rechercher',
  from: '%{field} (du)',
  to: '%{field} (au)',
  yes: 'Oui',
  no: 'Non',
  transition_done: 'Terminé : %{name}',
  transition_confirm: 'Exécuter « %{name} » sur cet enregistrement ?',
  transitions: 'Opérations',
  longitude: 'Longitude',
  latitude: 'Latitude',
  export_all: 'Exporter',
  exporting: 'Export de %{count} enregistrements…',
  all: 'Tous',
  columns: 'Colonnes',
  reset_columns: 'Colonnes par défaut',
  compact: 'Lignes compactes',
  clear_filters: 'Effacer tous les filtres',
} satisfies Record<keyof typeof en, string>;
