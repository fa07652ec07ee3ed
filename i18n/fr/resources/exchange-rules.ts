import type { ResourceLabels } from '../../types';

export default {
  name: "Règle d'échange |||| Règles d'échange",
  fields: {
    id: 'ID',
    name: 'Nom',
    areaId: 'Zone',
    batteryModel: 'Modèle de batterie',
    period: 'Plage horaire',
    pricePerSwap: 'Prix par échange',
    freeSwapsPerDay: 'Échanges gratuits par jour',
    maxSwapsPerDay: 'Échanges maximum par jour',
    minIntervalMinutes: 'Intervalle minimal (min)',
    startTime: 'Heure de début',
    endTime: 'Heure de fin',
    priority: 'Priorité',
    enabled: 'Activée',
    remark: 'Remarque',
    updatedAt: 'Mise à jour le',
  },
  enums: {
    batteryModel: { '48V20AH': '48 V 20 Ah', '60V30AH': '60 V 30 Ah', '72V30AH': '72 V 30 Ah' },
    period: { all_day: 'Toute la journée', peak: 'Pointe de midi', night: 'Nuit' },
  },
} satisfies ResourceLabels;
