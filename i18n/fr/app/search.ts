import type en from '../../en/app/search';

export default {
  show_all: 'Voir le résultat dans la liste |||| Voir les %{smart_count} résultats dans la liste',
  open: 'Rechercher (%{shortcut})',
  button: 'Rechercher',
  label: 'Rechercher des pages et des fiches',
  placeholder: 'Rechercher…',
  hint: 'Saisissez un nom, un numéro ou un numéro de téléphone pour chercher les pages du menu et les fiches (batteries, armoires, usagers, magasins, commandes…).',
  no_results: 'Aucun résultat pour « %{query} »',
  searching: 'Recherche…',
  results: 'Résultats de la recherche',
  groups: { pages: 'Pages de l’application', files: 'Fichiers', contacts: 'Carnet de contacts' },
  keys: { move: 'se déplacer', open: 'ouvrir', close: 'fermer' },
  files: {
    warranty: 'Politique de garantie des batteries',
    install_guide: 'Guide d’installation des armoires',
    swap_report: 'Rapport trimestriel des échanges',
    store_contract: 'Contrat de franchise magasin',
    safety_checklist: 'Liste de contrôle sécurité batterie',
    rider_agreement: 'Contrat de location usager',
    tariff: 'Tarifs de location et d’échange',
  },
  roles: {
    store_manager: 'Gérant de magasin',
    operations: 'Exploitation',
    maintenance: 'Maintenance des armoires',
    finance: 'Finances',
    support: 'Assistance usagers',
    sales: 'Ventes réseau',
  },
} satisfies typeof en;
