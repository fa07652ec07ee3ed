/**
 * On a phone and by keyboard (issue 35, CONTRACT §4): a confirmation opens with the focus on its
 * confirm button, every dialog puts Cancel before its action, a list's card offers the row's next
 * step (a button beside the card's link, not inside it), the record's action bar keeps its targets
 * at least 44 px on a phone, and a phone's list folds its filters behind one button.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MuiButton from '@mui/material/Button';
import { RecordContextProvider, ResourceContextProvider, type DataProvider, type GetListParams } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { mockViewport, renderShell } from '../layout/test-utils';
import { registry } from './registry';
import { ResourceList } from './list/ResourceList';
import { TransitionDialog } from './transitions/TransitionDialog';
import { PHONE_TARGET_PX, RecordActionBar } from './record/RecordActionBar';
import { setFilterCount } from './list/FilterFold';
import { RecordActions } from './RecordActions';

const refunds = registry.byName('refund-orders')!;
const RESOURCE = 'apps/order/refund';
const refund = (i: number, status = 'requested') => ({
  id: String(i),
  refundNo: `RF${String(i).padStart(6, '0')}`,
  consumerId: '1',
  orderType: 'rent',
  amount: 100 + i,
  status,
  createdAt: '2026-10-01T08:00:00.000Z',
});

let viewport: ReturnType<typeof mockViewport> | undefined;
afterEach(() => {
  viewport?.restore();
  viewport = undefined;
});

/** The emotion rules on the page, as text (jsdom does not apply `@media` rules to computed styles). */
const styleText = () =>
  [...document.querySelectorAll('style')]
    .map((s) => s.textContent ?? '')
    .join('\n')
    .replace(/\s+/g, '');

describe('a confirmation dialog', () => {
  it('opens with the focus on its confirm button, after Cancel (MUI’s order), so Enter confirms', async () => {
    const onConfirm = vi.fn(async () => ({ done: ['1'], failed: [] }));
    renderShell(
      <TransitionDialog
        def={refunds}
        registry={registry}
        name="approve"
        ids={['1']}
        records={[refund(1)]}
        titles={{}}
        open
        onClose={() => undefined}
        onConfirm={onConfirm}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent?.trim());
    expect(buttons).toEqual(['Cancel', 'Approve']);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });
});

describe('a record action’s dialog', () => {
  it('shows Cancel, then the action’s Save at the end, as every dialog does', async () => {
    const cabinets = registry.byName('cab-devices')!;
    renderShell(
      <ResourceContextProvider value="apps/cab/device">
        <RecordContextProvider value={{ id: '1', sn: 'CAB100001', deployStatus: 'operating' }}>
          <RecordActions def={cabinets} registry={registry} />
        </RecordContextProvider>
      </ResourceContextProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Send a command' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a command' });
    const save = await within(dialog).findByRole('button', { name: 'Save' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    // in the document's order (what the eye and Tab follow): Cancel, then Save, side by side
    expect(cancel.parentElement).toBe(save.parentElement);
    expect(cancel.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

function list(width: number, rows = [refund(1), refund(2, 'approved'), refund(3, 'rejected')]) {
  viewport = mockViewport(width);
  const getList = vi.fn(async (_r: string, p: GetListParams) => ({
    data: rows.slice(0, p.pagination!.perPage),
    total: rows.length,
    meta: { titles: { consumerId: { '1': '王洋' } } },
  }));
  renderShell(
    <Routes>
      <Route
        path="/:resource/*"
        element={
          <ResourceContextProvider value={RESOURCE}>
            <ResourceList def={refunds} registry={registry} />
          </ResourceContextProvider>
        }
      />
    </Routes>,
    {
      dataProvider: { getList } as unknown as Partial<DataProvider>,
      route: `/${RESOURCE}`,
      privileges: ['RESOURCE_ADMIN', refunds.privilege],
    },
  );
  return { getList };
}

describe('a list’s card on a phone', () => {
  it('offers the row’s next step beside its link (the table’s: Approve for a requested refund, Refund for an approved one)', async () => {
    list(390);
    const link = await screen.findByRole('link', { name: 'RF000001' });
    expect(link.getAttribute('href')).toMatch(new RegExp(`/${RESOURCE}/1/show$`));
    const card = link.closest('li')!;
    const approve = await within(card).findByRole('button', { name: 'Approve: RF000001' });
    // a button beside the link, never inside it
    expect(link.contains(approve)).toBe(false);
    expect(within(card).getByRole('button', { name: 'More actions on RF000001' })).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'RF000002' }).closest('li')!;
    expect(await within(second).findByRole('button', { name: /: RF000002$/ })).toBeInTheDocument();
    // a rejected refund has no next step
    const third = screen.getByRole('link', { name: 'RF000003' }).closest('li')!;
    expect(within(third).queryAllByRole('button')).toEqual([]);
  });
});

describe('a rider’s card on a phone', () => {
  it('dials the rider’s phone number (a tel: link beside the title’s link, not inside it)', async () => {
    viewport = mockViewport(390);
    const consumers = registry.byName('consumers')!;
    const getList = vi.fn(async () => ({ data: [{ id: '7', name: '王洋', phone: '177 6364 0762', status: 'active' }], total: 1, meta: { titles: {} } }));
    renderShell(
      <Routes>
        <Route
          path="/:resource/*"
          element={
            <ResourceContextProvider value="apps/consumer/list">
              <ResourceList def={consumers} registry={registry} />
            </ResourceContextProvider>
          }
        />
      </Routes>,
      { dataProvider: { getList } as unknown as Partial<DataProvider>, route: '/apps/consumer/list', privileges: ['RESOURCE_ADMIN', consumers.privilege] },
    );
    const title = await screen.findByRole('link', { name: '王洋' });
    expect(title.getAttribute('href')).toMatch(/\/apps\/consumer\/list\/7\/show$/);
    const phone = within(title.closest('li')!).getByRole('link', { name: '177 6364 0762' });
    expect(phone.getAttribute('href')).toBe('tel:17763640762');
    expect(title.contains(phone)).toBe(false);
  });
});

describe('the filters on a phone', () => {
  it('are folded behind one “Filters” button that opens them; from 600 px they are shown as they are', async () => {
    list(390);
    const fold = await screen.findByRole('button', { name: 'Filters' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();
    await userEvent.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('textbox', { name: 'Search' })).toBeVisible();
  });

  it('are not folded on a wider screen', async () => {
    list(1024);
    expect(await screen.findByRole('textbox', { name: 'Search' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
  });

  it('count what is set (an empty value is none)', () => {
    expect(setFilterCount({ q: 'RF', status: ['requested'], level: [], store: '' })).toBe(2);
  });
});

describe('the record’s action bar', () => {
  it('is a named toolbar whose targets are at least 44 px high and wide below 600 px, fixed to the foot of the screen', async () => {
    renderShell(
      <RecordActionBar>
        <MuiButton size="small">Approve</MuiButton>
      </RecordActionBar>,
    );
    const bar = screen.getByRole('toolbar', { name: 'Record actions' });
    expect(PHONE_TARGET_PX).toBeGreaterThanOrEqual(44);
    const rules = styleText();
    const phone = rules.slice(rules.indexOf('@media(max-width:599.95px)'));
    expect(phone).toMatch(/position:fixed/);
    expect(phone).toMatch(/bottom:0/);
    expect(phone).toMatch(/\.MuiButtonBase-root\{min-height:44px;min-width:44px;\}/);
    expect(bar.className).toMatch(/RecordActionBar-root/);
  });
});

describe('a transition asking for a field its new state requires', () => {
  it('marks the rejection’s reason required (the record as the step leaves it: rejected)', async () => {
    renderShell(
      <TransitionDialog
        def={registry.byName('real-name-verifications')!}
        registry={registry}
        name="reject"
        ids={['1']}
        records={[{ id: '1', status: 'pending' }]}
        titles={{}}
        open
        onClose={() => undefined}
        onConfirm={vi.fn(async () => ({ done: ['1'], failed: [] }))}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('textbox')).toHaveAttribute('aria-required', 'true'));
  });
});
