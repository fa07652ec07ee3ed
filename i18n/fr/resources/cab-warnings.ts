import type { ResourceLabels } from '../../types';

export default {
  name: 'Alarme |||| Alarmes',
  fields: {
    id: 'ID',
    alarmNo: 'N° d\'alarme',
    createdAt: 'Déclenchée le',
    code: 'Type d\'alarme',
    level: 'Gravité',
    category: 'Catégorie',
    source: 'Origine',
    cabinetId: 'Armoire',
    binOrdinal: 'N° de casier',
    batterySn: 'SN de la batterie',
    description: 'Descriptif',
    status: 'Statut',
    ignoreReason: 'Motif du classement sans suite',
    acknowledgedAt: 'Prise en compte le',
    handledAt: 'Traitée le',
  },
  enums: {
    code: { poweroff: 'Coupure secteur', undervoltage: 'Sous-tension batterie', overvoltage: 'Surtension batterie', cell_undervoltage: 'Sous-tension de cellule', cell_overvoltage: 'Surtension de cellule', overload: 'Surcharge', high_temp: 'Surchauffe de la batterie', mos_high_temp: 'Surchauffe du MOSFET', charge_short: 'Court-circuit en charge', discharge_short: 'Court-circuit en décharge', charge_overcurrent: 'Surintensité de charge', discharge_overcurrent: 'Surintensité de décharge', cabinet_high_temp: 'Surchauffe de l\'armoire', smoke: 'Fumée détectée', flooding: 'Infiltration d\'eau', water_level: 'Niveau d\'eau élevé', door_fault: 'Défaut de porte', offline: 'Armoire hors ligne' },
    level: { info: 'Information', warning: 'Avertissement', critical: 'Critique' },
    category: { cabinet: 'Armoire', battery: 'Batterie', ebike: 'Vélo électrique', other: 'Autre' },
    source: { device: 'Appareil', rider_report: 'Signalement coursier', staff: 'Personnel' },
    status: { open: 'Ouverte', acknowledged: 'Prise en compte', resolved: 'Résolue', ignored: 'Classée sans suite' },
  },
  transitions: {
    acknowledge: 'Prendre en compte',
    resolve: 'Marquer comme résolue',
    ignore: 'Classer sans suite',
  },
} satisfies ResourceLabels;
