import type { ResourceLabels } from '../../types';

export default {
  name: "Message d'appareil |||| Messages d'appareil",
  fields: {
    id: 'ID',
    cabinetId: 'Armoire',
    receivedAt: 'Reçu le',
    direction: "Type d'événement",
    signalId: 'ID du signal',
    signalName: 'Nom du signal',
    binOrdinal: 'N° de casier',
    value: 'Valeur',
    unit: 'Unité',
    raw: 'Message brut',
  },
  enums: {
    direction: { telemetry: 'Télémesure', telecontrol: 'Télécommande' },
  },
} satisfies ResourceLabels;
