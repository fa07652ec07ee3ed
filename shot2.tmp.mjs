import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
page.on('console', m => console.log('console', m.text()));
await page.goto('http://127.0.0.1:3000/#/login');
await page.fill('input[name="email"]', 'admin@demo.com');
await page.fill('input[name="password"]', 'admin');
await page.click('button[type="submit"]');
await page.waitForURL(/dashboards/);
for (const p of ['/#/login', '/#/register', '/#/forgot-password']) {
  await page.goto('http://127.0.0.1:3000' + p);
  for (let i = 0; i < 6; i++) { await page.waitForTimeout(500); console.log(p, page.url()); }
}
await browser.close();
