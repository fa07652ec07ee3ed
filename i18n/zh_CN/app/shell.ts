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
} satisfies Record<keyof typeof en, string>;
