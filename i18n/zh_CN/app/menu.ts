import type en from '../../en/app/menu';

export default {
  sections: {
    dashboard: '仪表盘',
    report: '报表',
    company: '公司',
    area: '区域门店',
    store: '门店',
    vstore: '虚拟门店',
    cab: '换电柜',
    system: '系统',
  },
  groups: {
    store: '门店管理',
    assets: '资产管理',
    consumer: '用户管理',
    order: '订单管理',
    rbac: '权限管理',
    log: '日志',
  },
  pages: {
    dashboardMap: '地图',
    analytics: '分析',
    crm: '客户关系',
    eCommerce: '电商',
    areaStores: '区域与门店',
  },
} satisfies { [K in keyof typeof en]: Record<keyof (typeof en)[K], string> };
