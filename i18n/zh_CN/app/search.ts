import type en from '../../en/app/search';

export default {
  show_all: '在列表中查看全部 %{smart_count} 条',
  open: '搜索（%{shortcut}）',
  button: '搜索',
  label: '搜索页面和记录',
  placeholder: '搜索…',
  hint: '输入名称、编号或手机号，搜索菜单中的页面和记录（电池、电柜、骑手、门店、订单等）。',
  no_results: '没有与“%{query}”匹配的结果',
  searching: '搜索中…',
  results: '搜索结果',
  groups: { pages: '页面', files: '文件', contacts: '联系人' },
  keys: { move: '移动', open: '打开', close: '关闭' },
  files: {
    warranty: '电池质保政策',
    install_guide: '电柜安装指南',
    swap_report: '季度换电报告',
    store_contract: '门店加盟合同',
    safety_checklist: '电池安全检查清单',
    rider_agreement: '骑手租赁协议',
    tariff: '租赁与换电资费',
  },
  roles: {
    store_manager: '店长',
    operations: '运营',
    maintenance: '电柜运维',
    finance: '财务',
    support: '骑手客服',
    sales: '渠道销售',
  },
} satisfies typeof en;
