export default {
  sections: {
    dashboard: 'Dashboard',
    report: 'Reports',
    company: 'Company',
    area: 'Area stores',
    store: 'Store',
    vstore: 'Virtual store',
    cab: 'Cabinets',
    system: 'System',
  },
  groups: {
    store: 'Stores',
    assets: 'Assets',
    consumer: 'Consumers',
    order: 'Orders',
    rbac: 'Access control',
    log: 'Logs',
  },
  pages: {
    dashboardMap: 'Map',
    analytics: 'Analytics',
    crm: 'CRM',
    eCommerce: 'eCommerce',
    areaStores: 'Areas and stores',
  },
};
