import type en from '../../en/app/audit';

export default {
  actions: {
    create: '新建',
    update: '修改',
    delete: '删除',
  },
  transition: '状态变更：%{name}',
  posting: '记账：%{name}',
} satisfies { [K in keyof typeof en]: K extends 'actions' ? Record<keyof (typeof en)['actions'], string> : string };
