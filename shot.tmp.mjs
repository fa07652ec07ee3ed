import { chromium } from '@playwright/test';
const [,, url, out, email, password, extra] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
const errors = [];
page.on('pageerror', e => errors.push('pageerror: ' + e.message));
page.on('console', m => { if (m.type() === 'error' || m.type()==='info') errors.push(m.type()+': ' + m.text()); });
await page.goto('http://127.0.0.1:3000/#/login');
if (extra) await page.evaluate((l) => localStorage.setItem('swap-admin.locale', JSON.stringify(l)), extra);
if (extra) await page.reload();
if (email) {
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('button[type="submit"]');
  await page.waitForTimeout(2500);
}
if (url) { await page.goto('http://127.0.0.1:3000/#' + url); await page.waitForTimeout(3000); }
await page.screenshot({ path: out, fullPage: false });
console.log(page.url());
console.log(errors.slice(0, 15).join('\n'));
await browser.close();
