import type { ResourceLabels } from '../../types';

export default {
  name: 'Actif de coursier |||| Actifs de coursiers',
  fields: {
    id: 'ID',
    assetType: "Type d'actif",
    batteryId: 'Batterie',
    frameId: 'Cadre',
    vehicleId: 'Véhicule',
    assetSn: "Numéro de l'actif",
    consumerId: 'Coursier',
    storeId: 'Magasin',
    status: 'Statut',
    since: 'Détenu depuis',
    returnedAt: 'Restitué le',
    depositType: 'Mode de caution',
    deposit: 'Caution',
    remark: 'Remarque',
  },
  enums: {
    assetType: { battery: 'Batterie', frame: 'Cadre', vehicle: 'Véhicule' },
    status: { holding: 'Détenu', returned: 'Restitué', lost: 'Perdu' },
    depositType: {
      paid: 'Caution versée',
      sesame_free: 'Dispense (Sesame Credit)',
      wechat_payscore_free: 'Dispense (WeChat Pay Score)',
      contract_free: 'Dispense (contrat)',
    },
  },
} satisfies ResourceLabels;
