import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Declaration } from '../../../resources/declarations';
import { renderShell } from '../../layout/test-utils';
import { LabelsGrid } from './LabelsGrid';

const draft: Declaration = {
  name: 'charging-piles',
  route: '/apps/cab/pile',
  privilege: 'RESOURCE_ADMIN_CAB_PILE',
  menu: { section: 'cab', order: 50, icon: 'Dns' },
  title: 'sn',
  fields: { id: { kind: 'id' }, sn: { kind: 'text' }, status: { kind: 'enum', values: { idle: 'default', fault: 'error' } } },
  labels: {
    zh_CN: { name: '充电桩', fields: { sn: '桩编号', status: '状态' }, enums: { status: { idle: '空闲', fault: '故障' } } },
    en: { name: 'Charging piles', fields: { sn: 'Pile number' } },
  },
} as Declaration;

function Grid() {
  const [d, setD] = useState(draft);
  return <LabelsGrid draft={d} errors={{ 'labels.fr.name': 'required' }} edit={(change) => setD(change)} />;
}

describe('the labels grid', () => {
  it('puts the languages side by side, flags each missing label and counts them per language; Arabic is typed right to left', async () => {
    const user = userEvent.setup();
    renderShell(<Grid />);
    const grid = screen.getByRole('table', { name: 'Labels' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Label of', '简体中文Complete', 'English3 missing', 'Français5 missing', 'العربية5 missing']);
    // seven rows (the name, the record page's title, the id, sn, status and its two values); the id may be named but is
    // never missing: unnamed, it reads "ID"; nor is the page's title: unnamed, the page reads the record's title
    expect(within(grid).getAllByRole('row')).toHaveLength(8);
    const enId = within(grid).getByRole('textbox', { name: 'id in English' });
    expect(enId).toHaveAttribute('placeholder', 'ID');
    expect(enId.closest('td')?.querySelector('[data-testid="label-missing"]')).toBeNull();
    const enPage = within(grid).getByRole('textbox', { name: 'Record page title in English' });
    expect(enPage).toHaveAttribute('placeholder', 'The record’s title');
    expect(within(grid).getByRole('rowheader', { name: /^Record page title/ })).toHaveTextContent('%{id}: the record’s id');
    expect(enPage.closest('td')?.querySelector('[data-testid="label-missing"]')).toBeNull();
    const enStatus = within(grid).getByRole('textbox', { name: 'status in English' });
    expect(enStatus.closest('td')?.querySelector('[data-testid="label-missing"]')).not.toBeNull();
    expect(within(grid).getByRole('textbox', { name: 'sn in 简体中文' }).closest('td')?.querySelector('[data-testid="label-missing"]')).toBeNull();
    expect(within(grid).getByRole('textbox', { name: 'status = fault in العربية' })).toHaveAttribute('dir', 'rtl');
    expect(within(grid).getByRole('textbox', { name: 'sn in Français' })).toHaveAttribute('dir', 'ltr');
    // the save's error about a label is under its input
    expect(within(grid).getByRole('textbox', { name: 'Resource name in Français' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(enStatus, 'Status');
    expect(within(grid).getByText('2 missing')).toBeInTheDocument();
    expect(enStatus.closest('td')?.querySelector('[data-testid="label-missing"]')).toBeNull();
  });
});
