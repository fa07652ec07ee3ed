import type en from '../../en/app/privileges';

export default {
  names: {
    RESOURCE_ADMIN: 'Connexion au back-office',
  },
  search: 'Rechercher un droit',
  search_hint: 'Par nom ou par code',
  expand_all: 'Tout déplier',
  collapse_all: 'Tout replier',
  expand: 'Déplier %{name}',
  collapse: 'Replier %{name}',
  selected: '%{count} sur %{total} sélectionnés',
  no_match: 'Aucun droit ne correspond à « %{query} ».',
  no_admin_title: 'Ses utilisateurs ne pourront pas se connecter',
  no_admin:
    'Ce rôle ne comprend pas « %{name} » (%{code}). Les utilisateurs qui n’ont que ce rôle seront refusés à la connexion et renvoyés vers la page de connexion.',
  grant_admin: 'Ajouter « %{name} »',
  rights: {
    read: 'Consulter',
    create: 'Créer',
    update: 'Modifier',
    delete: 'Supprimer',
    action: 'Action : %{name}',
    read_only: 'Lecture seule',
    read_only_hint: 'Ne garder que le droit de consulter : %{name}',
    refused: 'Action non autorisée : « %{right} » sur %{resource} demande un droit que vous n’avez pas (%{code}).',
  },
} satisfies { [K in keyof typeof en]: K extends 'names' | 'rights' ? Record<keyof (typeof en)[K], string> : string };
