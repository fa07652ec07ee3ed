import type en from '../../en/app/audit';

export default {
  actions: {
    create: 'Création',
    update: 'Modification',
    delete: 'Suppression',
  },
  transition: 'Changement d’état : %{name}',
  posting: 'Écriture : %{name}',
} satisfies { [K in keyof typeof en]: K extends 'actions' ? Record<keyof (typeof en)['actions'], string> : string };
