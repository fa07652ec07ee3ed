import type { ResourceLabels } from '../../types';

export default {
  name: "Armoire d'échange |||| Armoires d'échange",
  fields: {
    id: 'ID',
    sn: "Numéro d'armoire",
    serial: "N° de série de l'appareil",
    name: 'Nom',
    brand: 'Marque',
    areaId: 'Zone',
    storeId: 'Magasin',
    doors: 'Casiers',
    deployStatus: 'Déploiement',
    health: 'État de santé',
    batteryNum: 'Nombre de batteries',
    fullNum: 'Batteries pleines',
    gsm: 'GSM',
    temperature: 'Température',
    firmware: 'Micrologiciel',
    address: 'Adresse',
    location: 'Emplacement',
    simSn: 'N° de carte SIM',
    lastHeartbeatAt: 'Dernier signal de vie',
    remark: 'Remarque',
  },
  enums: {
    brand: { yundong: 'Yundong (云动)', kaixin: 'Kaixin (凯信)', xlls: 'Xiliulou (西六楼)', tower: 'China Tower (中国铁塔)', other: 'Autre' },
    deployStatus: { pending: 'Non déployée', operating: 'En exploitation', maintenance: 'En maintenance' },
    health: { online: 'En ligne', offline: 'Hors ligne', fault: 'En panne' },
  },
  actions: { sendCommand: 'Envoyer une commande' },
  transitions: {
    deploy: 'Déployer',
    maintain: 'Passer en maintenance',
    resume: "Reprendre l'exploitation",
  },
  sections: {
    device: 'Appareil',
    site: 'Lieu',
  },
} satisfies ResourceLabels;
