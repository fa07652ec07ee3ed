/**
 * A field required under a condition (`requiredWhen`) shows it — the label's asterisk and
 * `aria-required` — exactly while the form's values satisfy the condition; a field always required
 * always does; another field never does.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, TextInput, type TranslationMessages } from 'react-admin';
import zh_CN from '../i18n/zh_CN';
import { registry } from '../src/schema/registry';
import { inputValidators } from '../src/schema/fields';
import { KIND_UI } from './ui';

const batteries = registry.byName('batteries')!;

function renderForm(record: Record<string, unknown>, state?: Record<string, unknown>) {
  const i18nProvider = polyglotI18nProvider(() => zh_CN as TranslationMessages, 'zh_CN', [{ locale: 'zh_CN', name: '中文' }], { allowMissing: true });
  const input = (name: string) => {
    const field = batteries.fields[name];
    return KIND_UI[field.kind].input({ def: batteries, name, field, registry, validate: inputValidators(field, 'update'), state });
  };
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form record={record}>
        {/* the condition's field as a plain text box, so the test types the value it holds */}
        <TextInput source="status" label="status" />
        {input('faultCode')}
        {input('brand')}
        {input('sn')}
      </Form>
    </AdminContext>,
  );
}

const faultCode = () => screen.getByRole('textbox', { name: /故障码/ });
const marked = (el: HTMLElement) => ({
  aria: el.getAttribute('aria-required'),
  star: /\*/.test(el.closest('.MuiFormControl-root')?.querySelector('label')?.textContent ?? ''),
});

describe('conditionally required inputs (requiredWhen)', () => {
  it('marks the fault code required exactly while the status is "fault"', async () => {
    renderForm({ status: 'idle' });
    expect(marked(faultCode())).toEqual({ aria: null, star: false });
    const status = screen.getByRole('textbox', { name: 'status' });
    await userEvent.clear(status);
    await userEvent.type(status, 'fault');
    await vi.waitFor(() => expect(marked(faultCode())).toEqual({ aria: 'true', star: true }));
    await userEvent.clear(status);
    await userEvent.type(status, 'idle');
    await vi.waitFor(() => expect(marked(faultCode())).toEqual({ aria: null, star: false }));
  });

  it('reads a value the form does not hold from `state` (the state a transition moves to)', () => {
    renderForm({}, { status: 'fault' });
    expect(marked(faultCode())).toEqual({ aria: 'true', star: true });
  });

  it('marks an always-required field, and leaves an optional one unmarked', () => {
    renderForm({ status: 'idle' });
    expect(marked(screen.getByRole('textbox', { name: /SN|编号|序列号/ }))).toEqual({ aria: 'true', star: true });
    expect(marked(screen.getByRole('textbox', { name: /品牌/ }))).toEqual({ aria: null, star: false });
  });
});
