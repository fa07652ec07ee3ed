import type en from '../../en/app/shell';

export default {
  app_name: '换电管理后台',
  env_test: '（测试）',
  env_dev: '（开发）',
  copyright: '© %{year} 换电管理后台 版权所有',
  language: '语言',
  theme_light: '切换到浅色主题',
  theme_dark: '切换到深色主题',
  toggle_menu: '展开/收起菜单',
  close: '关闭',
  user_menu: '用户菜单',
  loading: '加载中…',
  empty: '暂无数据',
  // MUI's own controls' labels (src/layout/muiWords.ts): a pager's navigation, a picker's buttons
  pagination: '分页',
  clear: '清除',
  open_list: '展开选项',
  close_list: '收起选项',
  no_options: '没有可选项',
  show_path: '显示完整路径',
  // the customizer's button and the menus' names (its drawer's own words: app/settings.ts, with the extras)
  home: '首页',
  main_menu: '主菜单',
  customizer: '主题定制',
  customizer_open: '打开主题定制',
} satisfies Record<keyof typeof en, string>;
