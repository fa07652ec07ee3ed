import type en from '../../en/app/menu';

export default {
  sections: {
    dashboard: 'Tableau de bord',
    report: 'Rapports',
    company: 'Entreprise',
    area: 'Magasins par zone',
    store: 'Magasin',
    vstore: 'Magasin virtuel',
    cab: 'Armoires',
    system: 'Système',
  },
  groups: {
    store: 'Magasins',
    assets: 'Actifs',
    consumer: 'Clients',
    order: 'Commandes',
    rbac: 'Contrôle d’accès',
    log: 'Journaux',
  },
  pages: {
    dashboardMap: 'Carte',
    analytics: 'Analyses',
    crm: 'Relation client',
    eCommerce: 'Commerce en ligne',
    areaStores: 'Zones et magasins',
  },
} satisfies { [K in keyof typeof en]: Record<keyof (typeof en)[K], string> };
