/**
 * The browser the end-to-end tests run in (CONTRACT §1): PLAYWRIGHT_CHROMIUM_PATH, else Debian's
 * Chromium — its headless shell when installed (package chromium-headless-shell: the browser
 * Playwright's own headless runs use, a quarter less CPU than the full browser in headless mode;
 * docs/testing.md), else /usr/bin/chromium —, else Playwright's own (undefined).
 */
import fs from 'node:fs';

const DEBIAN = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'];

export function chromiumPath(): string | undefined {
  return process.env.PLAYWRIGHT_CHROMIUM_PATH || DEBIAN.find((path) => fs.existsSync(path));
}
