import type en from '../../en/app/privileges';

export default {
  names: {
    RESOURCE_ADMIN: '登录管理后台',
  },
  search: '搜索权限',
  search_hint: '按名称或编码',
  expand_all: '全部展开',
  collapse_all: '全部折叠',
  expand: '展开 %{name}',
  collapse: '折叠 %{name}',
  selected: '已选 %{count} / %{total} 项',
  no_match: '没有与“%{query}”匹配的权限。',
  no_admin_title: '此角色的用户将无法登录',
  no_admin: '此角色不包含“%{name}”（%{code}）权限：只拥有此角色的用户登录时会被拒绝，并退回登录页。',
  grant_admin: '添加“%{name}”',
  rights: {
    read: '查看',
    create: '新建',
    update: '编辑',
    delete: '删除',
    action: '操作：%{name}',
    read_only: '只读',
    read_only_hint: '只保留查看%{name}的权限',
    refused: '无权执行此操作：%{resource}的“%{right}”需要您尚未拥有的权限（%{code}）。',
  },
} satisfies { [K in keyof typeof en]: K extends 'names' | 'rights' ? Record<keyof (typeof en)[K], string> : string };
