export default {
  app_name: 'Swap Admin',
  env_test: '(test)',
  env_dev: '(dev)',
  copyright: '© %{year} Swap Admin. All rights reserved.',
  language: 'Language',
  theme_light: 'Switch to light theme',
  theme_dark: 'Switch to dark theme',
  toggle_menu: 'Toggle the menu',
  close: 'Close',
  user_menu: 'User menu',
  loading: 'Loading…',
  empty: 'Nothing here yet',
};
