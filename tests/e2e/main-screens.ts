/** The main screens, each with what shows it is ready (and how to open its content): for the Arabic axe pass and the screenshots. */
import type { Locator, Page } from '@playwright/test';

export const MAIN_SCREENS: { route: string; ready: (page: Page) => Locator; open?: (page: Page) => Promise<void> }[] = [
  { route: '/dashboards/map', ready: (page) => page.locator('.leaflet-control-zoom-in') },
  { route: '/dashboards/analytics', ready: (page) => page.locator('.recharts-surface').first() },
  { route: '/apps/store/store', ready: (page) => page.locator('table tbody tr').first() },
  { route: '/apps/store/store/3', ready: (page) => page.locator('.RaEdit-main input').first() },
  { route: '/apps/cab/warn/1/show', ready: (page) => page.locator('.RaShow-main .RaLabeled-label').first() },
  {
    route: '/apps/chat',
    ready: (page) => page.getByRole('log').locator('.MuiPaper-root').first(),
    open: (page) => page.getByText('Nova Assistant', { exact: true }).first().click(),
  },
  { route: '/apps/calendar', ready: (page) => page.locator('.fc-event').first() },
  { route: '/apps/email', ready: (page) => page.locator('#main-content li').first() },
];
