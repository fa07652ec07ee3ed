import { expect, test } from '@playwright/test';
import { CHINESE_AND_ARABIC, SHOTS_DIR, openSignedIn } from './shots';

/**
 * Screenshots of the figures' units (issue 36: a label names the quantity, the kind writes the unit), for a person to
 * look at (not compared): a battery's form (volts, ampere-hours, percentages at the end of their inputs), the battery
 * list's SOC range filter (% after each bound), a store area's radius in km, a commodity's prices with the yuan's word.
 * `SHOTS_DIR=… npx playwright test -c playwright.shots.config.ts tests/e2e/units.shots.ts`.
 */
for (const look of CHINESE_AND_ARABIC)
  test(`units in ${look.locale}, ${look.theme}`, async ({ page }) => {
    const name = (what: string) => `${SHOTS_DIR}/units-${what}-${look.locale}-${look.theme}.png`;
    await openSignedIn(page, look);

    await page.goto('/#/apps/assets/battery/1');
    await expect(page.getByRole('spinbutton').first()).toBeVisible();
    await page.screenshot({ path: name('battery-form'), fullPage: true });

    await page.goto(`/#/apps/assets/battery?filter=${encodeURIComponent(JSON.stringify({ soc: { lte: 20 } }))}`);
    await expect(page.locator('#main-content table tbody tr').first()).toBeVisible();
    await page.screenshot({ path: name('battery-list'), clip: { x: 0, y: 0, width: 1440, height: 520 } });

    await page.goto('/#/apps/store/area/1');
    await expect(page.getByRole('spinbutton').first()).toBeVisible();
    await page.screenshot({ path: name('store-area-form'), fullPage: true });

    await page.goto('/#/apps/store/commodity/1');
    await expect(page.getByRole('spinbutton').first()).toBeVisible();
    await page.screenshot({ path: name('commodity-form'), fullPage: true });
  });
