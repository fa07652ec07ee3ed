import type en from '../../en/app/shell';

export default {
  app_name: 'Administration Swap',
  env_test: '(recette)',
  env_dev: '(dév.)',
  copyright: '© %{year} Administration Swap. Tous droits réservés.',
  language: 'Langue',
  theme_light: 'Passer au thème clair',
  theme_dark: 'Passer au thème sombre',
  toggle_menu: 'Afficher ou masquer le menu',
  close: 'Fermer',
  user_menu: 'Menu utilisateur',
  loading: 'Chargement…',
  empty: 'Rien pour l’instant',
  // MUI's own controls' labels (src/layout/muiWords.ts): a pager's navigation, a picker's buttons
  pagination: 'Pagination',
  clear: 'Effacer',
  open_list: 'Ouvrir la liste',
  close_list: 'Fermer la liste',
  no_options: 'Aucune option',
  show_path: 'Afficher le chemin complet',
  // the customizer's button and the menus' names (its drawer's own words: app/settings.ts, with the extras)
  home: 'Accueil',
  main_menu: 'Menu principal',
  customizer: 'Personnalisation du thème',
  customizer_open: 'Ouvrir la personnalisation du thème',
} satisfies Record<keyof typeof en, string>;
