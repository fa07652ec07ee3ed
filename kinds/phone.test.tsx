/** A phone number is a tel: link wherever it is shown: a list's cell, a record's page (and its header, which uses the page's field). */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { registry } from '../src/schema/registry';
import type { CellEnv } from '../src/schema/list/columns';
import { KIND_CELLS } from './cells';
import { telHref } from './text.cell';
import { KIND_UI } from './ui';

const consumers = registry.byName('consumers')!;
const phone = Object.entries(consumers.fields).find(([, f]) => f.kind === 'phone')!;

describe('phone numbers', () => {
  it('dial the digits (and a leading +) of the number as written', () => {
    expect(telHref('177 6364-0762')).toBe('tel:17763640762');
    expect(telHref('+86 177 6364 0762')).toBe('tel:+8617763640762');
  });

  it('are a tel: link in a list cell', () => {
    const [name, field] = phone;
    const cell = KIND_CELLS.phone.cell(consumers, name, field);
    render(<>{cell({ id: 1, [name]: '17763640762' }, {} as CellEnv)}</>);
    expect(screen.getByRole('link', { name: '17763640762' }).getAttribute('href')).toBe('tel:17763640762');
  });

  it('are a tel: link on a record page', () => {
    const [name, field] = phone;
    render(
      <RecordContextProvider value={{ id: 1, [name]: '17763640762' }}>{KIND_UI.phone.field({ def: consumers, name, field, registry })}</RecordContextProvider>,
    );
    expect(screen.getByRole('link', { name: '17763640762' }).getAttribute('href')).toBe('tel:17763640762');
  });
});
