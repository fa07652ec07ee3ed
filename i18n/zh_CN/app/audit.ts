import type en from '../../en/app/audit';

export default {
  actions: {
    create: '新建',
    update: '修改',
    delete: '删除',
  },
  transition: '状态变更：%{name}',
  posting: '记账：%{name}',
  refund: '退款：%{name}',
  schema: {
    save: '保存数据模型草稿',
    publish: '发布数据模型',
    revert: '恢复数据模型版本',
    delete: '删除数据模型',
    restore: '恢复已删除的数据模型',
    backfill: '发布数据模型时回填',
  },
  changes: '变更内容',
  field: '字段',
  created: '新建记录',
  no_changes: '没有字段变更',
} satisfies { [K in keyof typeof en]: K extends 'actions' | 'schema' ? Record<keyof (typeof en)[K], string> : string };
