import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { renderShell } from '../layout/test-utils';
import { registry } from './registry';
import {
  BooleanCell,
  CellAccess,
  DateCell,
  EnumCell,
  GeoCell,
  ImageCell,
  LinkCell,
  NumberCell,
  ReferenceCell,
  ReferenceRecords,
  RowLinkCell,
  TextCell,
  cellFor,
  type CellAccessValue,
} from './cells';
import { formatDate } from './formatters';
import type { EnumFieldDef } from '../../resources/define';

const batteries = registry.byName('batteries')!;
const record = { id: 7, sn: 'BAT60V100007', soc: 46, cycles: 1037, enabled: false, status: 'fault', storeId: '3', lastCheckAt: '2026-10-12T10:07:20.000Z' };

function row(cells: React.ReactNode, access: CellAccessValue = { row: true, show: { 'apps/store/store': true } }, dataProvider = {}) {
  return renderShell(
    <ResourceContextProvider value="apps/assets/battery">
      <CellAccess.Provider value={access}>
        <RecordContextProvider value={record}>{cells}</RecordContextProvider>
      </CellAccess.Provider>
    </ResourceContextProvider>,
    { dataProvider },
  );
}

describe('list cells', () => {
  it('show text, numbers in the language, percentages, dates as react-admin’s DateField does, and booleans with a name', async () => {
    row(
      <>
        <p data-testid="sn">
          <TextCell source="sn" />
        </p>
        <p data-testid="cycles">
          <NumberCell source="cycles" />
        </p>
        <p data-testid="soc">
          <NumberCell source="soc" percent />
        </p>
        <p data-testid="date">
          <DateCell source="lastCheckAt" withTime />
        </p>
        <p data-testid="none">
          <TextCell source="missing" />
        </p>
        <BooleanCell source="enabled" />
      </>,
    );
    expect(screen.getByTestId('sn')).toHaveTextContent('BAT60V100007');
    expect(screen.getByTestId('cycles')).toHaveTextContent('1,037');
    expect(screen.getByTestId('soc')).toHaveTextContent('46%');
    expect(screen.getByTestId('date')).toHaveTextContent(new Date(record.lastCheckAt).toLocaleString('en-US'));
    expect(screen.getByTestId('none')).toBeEmptyDOMElement();
    expect(screen.getByRole('img', { name: 'No' })).toBeInTheDocument();
  });

  it('formats dates once per language, like toLocaleDateString / toLocaleString', () => {
    const d = '2026-03-04T05:06:07.000Z';
    expect(formatDate('zh-CN', d, false)).toBe(new Date(d).toLocaleDateString('zh-CN'));
    expect(formatDate('ar', d, true)).toBe(new Date(d).toLocaleString('ar'));
    expect(formatDate('en-US', 'not a date', false)).toBe('not a date');
  });

  it('shows an enum value as a chip in its declared colour, translated', () => {
    row(<EnumCell source="status" def={batteries} field={batteries.fields.status as EnumFieldDef} />);
    const chip = screen.getByText(/fault/i);
    expect(chip).toHaveClass('AppCell-chip', 'AppCell-chip-error');
  });

  it('shows a reference as a link to its show page when it may be shown, as text otherwise, its id when the record is gone', () => {
    const stores = new Map([['3', { id: 3, name: 'Store 3' }]]);
    const ref = <ReferenceCell source="storeId" reference="apps/store/store" titleField="name" />;
    const { unmount } = row(<ReferenceRecords.Provider value={{ 'apps/store/store': stores }}>{ref}</ReferenceRecords.Provider>);
    expect(screen.getByRole('link', { name: 'Store 3' })).toHaveAttribute('href', '#/apps/store/store/3/show');
    unmount();
    const second = row(<ReferenceRecords.Provider value={{ 'apps/store/store': stores }}>{ref}</ReferenceRecords.Provider>, { row: true, show: {} });
    expect(screen.getByText('Store 3').tagName).toBe('SPAN');
    second.unmount();
    const third = row(<ReferenceRecords.Provider value={{ 'apps/store/store': new Map() }}>{ref}</ReferenceRecords.Provider>);
    expect(screen.getByText('#3')).toHaveClass('AppCell-missing');
    third.unmount();
    row(<ReferenceRecords.Provider value={{ 'apps/store/store': 'pending' }}>{ref}</ReferenceRecords.Provider>);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('gives each row a link to its edit page, named for assistive technology, only when allowed', () => {
    const { unmount } = row(<RowLinkCell resource="apps/assets/battery" to="edit" />);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '#/apps/assets/battery/7');
    unmount();
    row(<RowLinkCell resource="apps/assets/battery" to="edit" />, { row: false, show: {} });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('has a cell for every kind but a list of references (that one keeps its react-admin Field, loaded after the rows)', () => {
    const store = registry.byName('stores')!;
    expect(cellFor(batteries, 'soc', batteries.fields.soc, 'soc')?.type).toBe(NumberCell);
    expect((cellFor(batteries, 'soc', batteries.fields.soc, 'soc')?.type as { textAlign?: string }).textAlign).toBe('right');
    expect(cellFor(batteries, 'storeId', batteries.fields.storeId, 'store', store, 'apps/store/store')?.type).toBe(ReferenceCell);
    const geo = Object.entries(store.fields).find(([, f]) => f.kind === 'geo')!;
    expect(cellFor(store, geo[0], geo[1], 'geo')?.type).toBe(GeoCell);
    const users = registry.byName('sys-users')!;
    expect(cellFor(users, 'email', users.fields.email, 'email')?.type).toBe(LinkCell);
    expect(cellFor(users, 'avatar', users.fields.avatar, 'avatar')?.type).toBe(ImageCell);
    expect(cellFor(users, 'roleIds', users.fields.roleIds, 'roles')).toBeUndefined();
  });

  it('show an email as a mailto link, a URL as a link in a new tab, an image as a thumbnail, a position as longitude, latitude', () => {
    const place = { id: 1, mail: 'ops@example.com', site: 'https://example.com/a', photo: ['https://example.com/p.png'], at: { lng: 108.94, lat: 34.26 } };
    renderShell(
      <RecordContextProvider value={place}>
        <LinkCell source="mail" email />
        <LinkCell source="site" />
        <ImageCell source="photo" label="Photo" />
        <span data-testid="at">
          <GeoCell source="at" />
        </span>
      </RecordContextProvider>,
    );
    expect(screen.getByRole('link', { name: 'ops@example.com' })).toHaveAttribute('href', 'mailto:ops@example.com');
    expect(screen.getByRole('link', { name: 'https://example.com/a' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('img', { name: 'Photo' })).toHaveAttribute('src', 'https://example.com/p.png');
    expect(screen.getByTestId('at')).toHaveTextContent('108.94000, 34.26000');
  });
});
