/**
 * Every translation key written literally in these screens exists in the English catalogue (the
 * i18n parity test then holds the other three languages to it), and so do the keys built from
 * the demo vocabularies (roles, plans, statuses, template page sections).
 */
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en';
import { INVOICE_STATUSES, STATUS_META } from './invoice/model';
import { STATUS_KEY } from './orders/model';
import { USER_PLANS, USER_ROLES, USER_STATUSES } from './users/model';

const SOURCES = import.meta.glob<string>(['./**/*.tsx', './**/*.ts', '!./**/*.test.*', '!./test-utils.tsx'], { query: '?raw', import: 'default', eager: true });

const flat = new Set<string>();
(function walk(value: unknown, prefix: string) {
  if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
  else flat.add(prefix);
})(en, '');

describe('business demo translation keys', () => {
  it('finds the screens', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(20);
  });

  it('has every literal key', () => {
    const missing: string[] = [];
    for (const [file, source] of Object.entries(SOURCES)) {
      for (const m of source.matchAll(/['"]((?:app|ra|resources)\.[A-Za-z0-9_.-]+[A-Za-z0-9_])['"]/g)) if (!flat.has(m[1])) missing.push(`${file}: ${m[1]}`);
      // helpers such as `const t = (k) => translate(\`app.templates.faq.${k}\`)` used as t('title')
      const prefix = /const t = \([^)]*\) => translate\(`([a-z_.]+)\.\$\{k\}`/.exec(source)?.[1];
      if (prefix) for (const m of source.matchAll(/\bt\('([a-z_0-9]+)'/g)) if (!flat.has(`${prefix}.${m[1]}`)) missing.push(`${file}: ${prefix}.${m[1]}`);
    }
    expect(missing).toEqual([]);
  });

  it('has every key built from a vocabulary', () => {
    const keys = [
      ...INVOICE_STATUSES.map((s) => `app.invoice.status.${STATUS_META[s].key}`),
      ...Object.values(STATUS_KEY),
      ...USER_ROLES.map((r) => `app.users.roles.${r}`),
      ...USER_PLANS.flatMap((p) => [`app.users.plans.${p}`, `app.users.plan_text.${p}`]),
      ...USER_STATUSES.map((s) => `app.users.statuses.${s}`),
      ...['first', 'previous', 'next', 'last'].map((k) => `app.templates.common.page_${k}`),
      ...['login', 'register', 'forgot', 'reset'].flatMap((k) => ['title', 'text', 'submit'].map((x) => `app.templates.auth.${k}_${x}`)),
      ...['maintenance', 'coming_soon', 'not_authorized', 'error'].flatMap((k) => [`app.templates.misc.${k}_title`, `app.templates.misc.${k}_text`]),
      ...['basic', 'dense', 'fixed_header'].flatMap((k) => [`app.templates.simple_table.${k}`, `app.templates.simple_table.${k}_text`]),
      ...['payment', 'swap', 'account'].flatMap((c) => [
        `app.templates.faq.category_${c}`,
        ...[1, 2, 3].flatMap((i) => [`app.templates.faq.${c}_q${i}`, `app.templates.faq.${c}_a${i}`]),
      ]),
      ...['getting_started', 'cabinets', 'batteries', 'stores', 'billing', 'security'].flatMap((c) => [
        `app.templates.kb.${c}_title`,
        ...[1, 2, 3].map((i) => `app.templates.kb.${c}_${i}`),
      ]),
      ...['basic', 'standard', 'enterprise'].flatMap((p) => [`app.templates.pricing.${p}_name`, `app.templates.pricing.${p}_text`]),
      ...['users_5', 'users_25', 'users_unlimited', 'monitoring', 'reports', 'support', 'manager'].map((f) => `app.templates.pricing.feature_${f}`),
      ...['account', 'security', 'notifications'].map((x) => `app.templates.account.tab_${x}`),
      ...['email', 'browser', 'app'].map((x) => `app.templates.account.channel_${x}`),
      ...['new_order', 'battery_warning', 'cabinet_offline', 'weekly_report'].map((x) => `app.templates.account.event_${x}`),
      ...['online', 'offline', 'fault'].map((h) => `resources.cab-devices.enums.health.${h}`),
    ];
    expect(keys.filter((k) => !flat.has(k))).toEqual([]);
  });
});
