/** Rights in words (the 403 notice, the role editor) and the role editor's selection with rights. */
import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import en from '../../../i18n/en';
import zh_CN from '../../../i18n/zh_CN';
import { rightsByCode } from '../../../resources/rights';
import { PRIVILEGE_TREE } from '../../../resources/privilege-tree';
import { registry } from '../registry';
import { refusedMessage, rightWords } from './rightWords';
import { heldCodes, readOnly, toggled } from './selection';

const translator = (messages: unknown, locale: string) =>
  polyglotI18nProvider(() => messages as TranslationMessages, locale, [{ locale, name: locale }], { allowMissing: true }).translate;
const REFUND = 'RESOURCE_ADMIN_COMPANY_ORDER_REFUND';
const rights = rightsByCode(registry.all);

describe('a right in words', () => {
  it('names the operation, a transition by its label, and the resource', () => {
    const t = translator(en, 'en');
    expect(rightWords(`${REFUND}:read`, registry, t)).toEqual({ right: 'Read', resource: 'Refunds' });
    expect(rightWords(`${REFUND}:transition:approve`, registry, t)).toEqual({ right: 'Approve', resource: 'Refunds' });
    expect(rightWords('RESOURCE_ADMIN_CAB_DEVICE:action:sendCommand', registry, t)?.right).toBe('Action: Send a command');
    expect(rightWords(REFUND, registry, t)).toBeUndefined();
  });

  it('makes the 403 notice in the user’s language, with the code', () => {
    expect(refusedMessage(`${REFUND}:create`, registry, translator(en, 'en'))).toBe(
      `You may not do this: “Create” on Refunds needs a right you do not have (${REFUND}:create).`,
    );
    expect(refusedMessage(`${REFUND}:transition:approve`, registry, translator(zh_CN, 'zh_CN'))).toContain(`（${REFUND}:transition:approve）`);
  });
});

describe('the role editor’s selection with rights', () => {
  const refundNode = { code: REFUND, children: rights.get(REFUND)!.map((r) => ({ code: r.code })) };
  it('shows a resource’s code as all of its rights held', () => {
    const held = heldCodes(['RESOURCE_ADMIN', REFUND], rights);
    for (const r of rights.get(REFUND)!) expect(held.has(r.code)).toBe(true);
  });

  it('taking one right away keeps the others as rights; all of them back is the code again', () => {
    const without = toggled(['RESOURCE_ADMIN', REFUND], { code: `${REFUND}:create` }, false, rights);
    expect(without).not.toContain(REFUND);
    expect(without).not.toContain(`${REFUND}:create`);
    expect(without).toContain(`${REFUND}:transition:approve`);
    expect(toggled(without, { code: `${REFUND}:create` }, true, rights).sort()).toEqual(['RESOURCE_ADMIN', REFUND].sort());
  });

  it('“read only” leaves the right to read alone; unchecking the resource takes every right', () => {
    expect(readOnly(['RESOURCE_ADMIN', REFUND], REFUND, rights)).toEqual(['RESOURCE_ADMIN', `${REFUND}:read`]);
    expect(toggled(['RESOURCE_ADMIN', `${REFUND}:read`, `${REFUND}:transition:approve`], refundNode, false, rights)).toEqual(['RESOURCE_ADMIN']);
    // the whole tree checked and unchecked again
    expect(toggled(['RESOURCE_ADMIN'], PRIVILEGE_TREE, false, rights)).toEqual([]);
  });
});
