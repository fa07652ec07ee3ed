import { describe, expect, it } from 'vitest';
import { EXTRA_PARTS, withExtras, type Messages } from '../../i18n/assemble';
import { LOCALES, loadExtras, loadMessages } from '../../i18n/locales';
import type { LocaleCode } from '../../i18n/types';

const wholes: Record<LocaleCode, () => Promise<{ default: Messages }>> = {
  zh_CN: () => import('../../i18n/zh_CN'),
  en: () => import('../../i18n/en'),
  fr: () => import('../../i18n/fr'),
  ar: () => import('../../i18n/ar'),
};

describe('catalogue split (core for the first screens, extras with the demo apps and dashboards)', () => {
  for (const { code } of LOCALES)
    it(`${code}: core + extras is the whole catalogue; the core holds none of the extra parts`, async () => {
      const [core, extras, whole] = await Promise.all([loadMessages(code), loadExtras(code), wholes[code]().then((m) => m.default)]);
      expect(Object.keys(extras).sort()).toEqual([...EXTRA_PARTS].sort());
      const coreApp = core.app as Messages;
      for (const part of EXTRA_PARTS) expect(coreApp[part], part).toBeUndefined();
      expect(Object.keys(coreApp).length).toBeGreaterThan(5);
      expect(withExtras(core, extras)).toEqual(whole);
    });
});
