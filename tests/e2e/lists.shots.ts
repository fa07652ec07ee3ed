import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { loginAndLand, useLocale } from './helpers';

/**
 * "After" screenshots of four generated lists (batteries, cabinet alarms, complaints, rent orders)
 * as the administrator, in Chinese and Arabic, at 1440, 768 and 390 px, for a person to look at
 * (not compared): full-page PNGs into SHOTS_DIR (default /work/shots/17). At 1440 it also prints
 * whether the status column's header is on screen (Chinese) and whether the table is cut off at
 * its left edge (Arabic). A tool, not a test: `npm test` does not run it.
 */
const LISTS = [
  { name: 'batteries', route: '/apps/assets/battery' },
  { name: 'cab-warnings', route: '/apps/cab/warn' },
  { name: 'complaints', route: '/apps/consumer/complain' },
  { name: 'rent-orders', route: '/apps/order/rent' },
] as const;

const SIZES = [
  { width: 1440, height: 900 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
] as const;

const LOCALES = ['zh_CN', 'ar'] as const;

/** From sm (600 px) the navigation is on screen, as a rail of icons or open. */
const SM = 600;
/** Below md (900 px) a generated list is a card list, above it a table. */
const MD = 900;
/** From lg (1200 px) the navigation is open unless the user collapsed it (src/layout/Layout.tsx); its width then (src/layout/theme.ts). */
const LG = 1200;
const NAV_WIDTH = 220;

const main = (page: Page) => page.locator('#main-content');
/** The table's first record row (not the rows drawn while the page loads: those have no aria-rowindex). */
const firstRow = (page: Page) => main(page).locator('table[aria-rowcount] tbody tr[aria-rowindex]').first();
const firstCard = (page: Page) => main(page).locator('ul li a').first();

/** The status column's header: its sort button names the field; a header that does not sort, by its text. */
function statusHeader(page: Page, text: string) {
  const headers = main(page).locator('thead th');
  return headers.filter({ has: page.locator('[data-field="status"]') }).or(headers.filter({ hasText: new RegExp(`^${text}$`) }));
}

const STATUS_TEXT = { zh_CN: '状态', ar: 'الحالة' } as const;

for (const locale of LOCALES)
  for (const size of SIZES)
    test(`list screenshots: ${locale} ${size.width}`, async ({ page }) => {
      const dir = process.env.SHOTS_DIR || '/work/shots/17';
      fs.mkdirSync(dir, { recursive: true });
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      await useLocale(page, locale);
      await loginAndLand(page, 'admin');
      for (const list of LISTS) {
        await page.goto(`/#${list.route}`);
        if (size.width >= MD) {
          await expect(firstRow(page)).toBeVisible();
          // the references' titles have arrived (a cell shows `#id` meanwhile)
          await expect(main(page).locator('tbody .SchemaCell-missing', { hasText: /^#\d+$/ })).toHaveCount(0);
        } else {
          await expect(firstCard(page)).toBeVisible();
          await expect(main(page).locator('table')).toHaveCount(0);
          await expect(main(page).locator('ul li', { hasText: /#\d+/ })).toHaveCount(0);
        }
        // the navigation's entries (a part drawn after the page): on screen from sm (600 px), a drawer below it
        if (size.width >= SM) await expect(page.locator('nav[data-open] [role="menuitem"]').first()).toBeVisible();
        if (size.width >= LG) {
          // the navigation as a wide screen opens with it: a full-page screenshot can make the page narrow for a
          // moment, and the layout then collapses it (it only collapses, on a change of screen size)
          const nav = page.locator('nav[data-open]');
          if ((await nav.getAttribute('data-open')) === 'false') await page.locator('header button[aria-expanded="false"]').first().click();
          await expect(nav).toHaveAttribute('data-open', 'true');
          await expect.poll(() => nav.evaluate((el) => el.getBoundingClientRect().width)).toBe(NAV_WIDTH);
        }
        // no hover effect or tooltip in the picture: the pointer on the app bar's top edge, above its buttons
        await page.mouse.move(size.width / 2, 2);

        if (size.width === 1440) {
          const header = statusHeader(page, STATUS_TEXT[locale]);
          await expect(header).toHaveCount(1);
          const box = await header.boundingBox();
          const table = main(page).locator('table[aria-rowcount]');
          const scroller = main(page)
            .locator('.SchemaTable-scroll')
            .filter({ has: page.locator('table[aria-rowcount]') });
          const t = await table.boundingBox();
          const s = await scroller.boundingBox();
          const scroll = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, scrollLeft: el.scrollLeft }));
          if (locale === 'zh_CN') {
            const inside = !!box && box.x >= 0 && box.x + box.width <= size.width;
            console.log(
              `[1440 zh_CN] ${list.name}: status header ${inside ? 'entirely within' : 'NOT entirely within'} the viewport` +
                (box ? ` (left ${Math.round(box.x)}, right ${Math.round(box.x + box.width)})` : ' (no box)') +
                `; table scrollWidth ${scroll.scrollWidth}, clientWidth ${scroll.clientWidth}`,
            );
          } else {
            const clipped = !!t && !!s && (t.x < 0 || t.x < s.x - 0.5);
            console.log(
              `[1440 ar] ${list.name}: table ${clipped ? 'CLIPPED' : 'not clipped'} at the left edge` +
                ` (table left ${t ? Math.round(t.x) : '?'}, right ${t ? Math.round(t.x + t.width) : '?'};` +
                ` scroll area left ${s ? Math.round(s.x) : '?'}, right ${s ? Math.round(s.x + s.width) : '?'};` +
                ` scrollWidth ${scroll.scrollWidth}, clientWidth ${scroll.clientWidth}, scrollLeft ${scroll.scrollLeft};` +
                ` status header left ${box ? Math.round(box.x) : '?'}, right ${box ? Math.round(box.x + box.width) : '?'})`,
            );
          }
        }
        // after the browser painted what the page drew last (the navigation's group of the page opens after a paint)
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await page.screenshot({ path: `${dir}/${locale}-${size.width}-${list.name}.png`, fullPage: true });
      }
    });
