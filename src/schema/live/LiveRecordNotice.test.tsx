/**
 * An open record follows its live events (CONTRACT §2.5): its page shows the new values, and says
 * when it was deleted (until it is restored); its form keeps what the user typed and says instead
 * that someone else changed it, with Reload — only when the record's version moved past the
 * form's, not for an event that changes nothing (the stream back after a drop, the form's own save).
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { routeName } from '../../../resources/registry';
import { renderShell } from '../../layout/test-utils';
import { registry } from '../registry';
import { ResourceShow } from '../record/ResourceShow';
import { ResourceEdit } from '../ResourceForms';
import { fakeRealtime } from './fakeRealtime';

const def = registry.byName('batteries')!;
const RESOURCE = routeName(def);
const TOPIC = `resource/${RESOURCE}/7`;

function setup(page: 'show' | 'edit') {
  const realtime = fakeRealtime();
  let record: Record<string, unknown> = {
    id: '7',
    sn: 'BAT60V100007',
    model: '60V30AH',
    soc: 40,
    status: 'idle',
    assetStatus: 'stock',
    locationType: 'warehouse',
    version: 1,
  };
  const getOne = vi.fn(async () => ({ data: record }));
  const dataProvider = {
    getOne,
    getList: vi.fn(async () => ({ data: [], total: 0, meta: { titles: {}, links: {} } })),
    getMany: vi.fn(async () => ({ data: [] })),
    references: vi.fn(async () => ({ titles: {}, links: {} })),
    history: vi.fn(async () => ({ data: [], total: 0, titles: {}, links: {} })),
    ...realtime,
  } as unknown as Partial<DataProvider>;
  renderShell(
    <ResourceContextProvider value={RESOURCE}>
      <Routes>
        <Route path={`/${RESOURCE}/:id/show`} element={<ResourceShow def={def} registry={registry} />} />
        <Route path={`/${RESOURCE}/:id`} element={<ResourceEdit def={def} registry={registry} />} />
      </Routes>
    </ResourceContextProvider>,
    { dataProvider, route: page === 'show' ? `/${RESOURCE}/7/show` : `/${RESOURCE}/7` },
  );
  return {
    realtime,
    getOne,
    /** The record as someone else saved it. */
    change: (values: Record<string, unknown>) => (record = { ...record, ...values, version: Number(record.version) + 1 }),
  };
}

describe('an open record page', () => {
  it('shows the new values when the record changes elsewhere', async () => {
    const { realtime, getOne, change } = setup('show');
    expect((await screen.findAllByText('40%')).length).toBeGreaterThan(0);
    await waitFor(() => expect(realtime.topics()).toContain(TOPIC));
    change({ soc: 77 });
    act(() => realtime.emit(TOPIC, 'updated', ['7']));
    expect((await screen.findAllByText('77%')).length).toBeGreaterThan(0);
    expect(getOne).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('live-record-notice')).toBeNull();
  });

  it('says when the record was deleted, and no more once it is restored', async () => {
    const { realtime } = setup('show');
    await screen.findAllByText('40%');
    await waitFor(() => expect(realtime.topics()).toContain(TOPIC));
    act(() => realtime.emit(TOPIC, 'deleted', ['7']));
    expect(await screen.findByRole('alert')).toHaveTextContent('This record was deleted.');
    act(() => realtime.emit(TOPIC, 'restored', ['7']));
    await waitFor(() => expect(screen.queryByTestId('live-record-notice')).toBeNull());
  });
});

describe('an open form', () => {
  const soc = () => screen.getByLabelText('SOC');

  it('keeps what the user typed when someone else saves, says so, and reloads theirs on demand', async () => {
    const { realtime, change } = setup('edit');
    await waitFor(() => expect(soc()).toHaveValue(40));
    await waitFor(() => expect(realtime.topics()).toContain(TOPIC));
    await userEvent.clear(soc());
    await userEvent.type(soc(), '55');
    change({ soc: 12 });
    act(() => realtime.emit(TOPIC, 'updated', ['7']));
    const notice = await screen.findByTestId('live-record-notice');
    expect(notice).toHaveTextContent('Changed by someone else since you opened it.');
    expect(soc()).toHaveValue(55);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(soc()).toHaveValue(12));
    expect(screen.queryByTestId('live-record-notice')).toBeNull();
  });

  it('says nothing for an event that leaves the record as the form has it (the stream back after a drop)', async () => {
    const { realtime, getOne } = setup('edit');
    await waitFor(() => expect(soc()).toHaveValue(40));
    await waitFor(() => expect(realtime.topics()).toContain(TOPIC));
    act(() => realtime.emit(TOPIC, 'updated', []));
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('live-record-notice')).toBeNull();
  });

  it('says when the record was deleted', async () => {
    const { realtime } = setup('edit');
    await waitFor(() => expect(soc()).toHaveValue(40));
    await waitFor(() => expect(realtime.topics()).toContain(TOPIC));
    act(() => realtime.emit(TOPIC, 'deleted', ['7']));
    expect(await screen.findByTestId('live-record-notice')).toHaveTextContent('This record was deleted.');
  });
});
