import type en from '../../en/app/audit';

export default {
  actions: {
    create: 'Création',
    update: 'Modification',
    delete: 'Suppression',
  },
  transition: 'Changement d’état : %{name}',
  posting: 'Écriture : %{name}',
  refund: 'Remboursement : %{name}',
  schema: {
    save: 'Brouillon du modèle enregistré',
    publish: 'Modèle de données publié',
    revert: 'Version du modèle restaurée',
    delete: 'Modèle de données supprimé',
    restore: 'Modèle de données supprimé rétabli',
    backfill: 'Rempli à la publication d’un modèle de données',
  },
  changes: 'Modifications',
  field: 'Champ',
  created: 'Créé',
  no_changes: 'Aucun champ modifié',
} satisfies { [K in keyof typeof en]: K extends 'actions' | 'schema' ? Record<keyof (typeof en)[K], string> : string };
