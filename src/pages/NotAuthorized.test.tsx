/**
 * The not-authorized page names what is refused in words, in every language — the menu's name of
 * the code's screen, section or page — and never shows the privilege code itself.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import ar from '../../i18n/ar';
import en from '../../i18n/en';
import fr from '../../i18n/fr';
import zh from '../../i18n/zh_CN';
import NotAuthorized from './NotAuthorized';

const CATALOGUES = { en, zh_CN: zh, fr, ar } as const;

function renderIn(locale: keyof typeof CATALOGUES, code?: string) {
  const messages = CATALOGUES[locale] as TranslationMessages;
  const i18nProvider = polyglotI18nProvider(() => messages, locale, [{ locale, name: locale }], { allowMissing: true });
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <NotAuthorized code={code} />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the not-authorized page', () => {
  it('names the refused screen in words in each language, never its code', () => {
    const alarms = { en: 'Alarms', zh_CN: '告警', fr: 'Alarmes', ar: 'إنذار' };
    for (const locale of Object.keys(CATALOGUES) as (keyof typeof CATALOGUES)[]) {
      const { unmount } = renderIn(locale, 'RESOURCE_ADMIN_CAB_WARN');
      const alert = screen.getByRole('alert');
      expect(alert.textContent, locale).toContain(alarms[locale]);
      expect(alert.textContent, locale).not.toMatch(/RESOURCE_ADMIN/);
      unmount();
    }
  });

  it('names a section by its menu name, and a code without words as “this page”', () => {
    const { unmount } = renderIn('en', 'RESOURCE_ADMIN_DEMO');
    expect(screen.getByRole('alert')).toHaveTextContent('Your account may not open “Template demos”. Ask an administrator for access.');
    unmount();
    renderIn('en', 'RESOURCE_ADMIN_NO_SUCH_CODE');
    expect(screen.getByRole('alert')).toHaveTextContent('Your account may not open this page. Ask an administrator for access.');
    expect(screen.getByRole('alert').textContent).not.toMatch(/RESOURCE_ADMIN/);
  });
});
