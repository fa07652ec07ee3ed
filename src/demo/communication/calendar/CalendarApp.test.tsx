import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderInAdmin } from '../shared/test-utils';
import CalendarApp, { movedDates } from './CalendarApp';
import type { CalendarEvent } from './types';

const EVENTS: CalendarEvent[] = [
  { id: 1, name: 'Design review', start: '2026-11-10T09:00:00.000Z', end: '2026-11-10T10:00:00.000Z', timed: true, extendedProps: { calendar: 'Business' } },
  { id: 2, name: 'Public holiday', start: '2026-11-12', end: '2026-11-12', timed: false, extendedProps: { calendar: 'Holiday' } },
];

function calendarServer() {
  return mockFetch({
    'GET /apps/calendar/events': ({ url }) => {
      const chosen = (url.searchParams.get('calendars') ?? '').split(',').filter(Boolean);
      return json(EVENTS.filter((e) => chosen.includes(e.extendedProps.calendar)));
    },
    'POST /apps/calendar/events': ({ body }) => json({ id: 99, ...(body as { event: object }).event }, 201),
  });
}

describe('CalendarApp', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates an event from the drawer with one POST', async () => {
    const { calls } = calendarServer();
    const user = userEvent.setup();
    renderInAdmin(<CalendarApp />);
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/apps/calendar/events')).toBe(true));
    expect(calls[0].url.searchParams.get('calendars')).toBe('Business,Holiday,Personal,Family,ETC');

    await user.click(screen.getByRole('button', { name: 'Add event' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add event' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Title' }), 'Launch party');
    await user.click(within(drawer).getByRole('combobox', { name: 'Calendar' }));
    await user.click(await screen.findByRole('option', { name: 'Family' }));
    fireEvent.change(within(drawer).getByLabelText(/^Start/), { target: { value: '2026-11-20' } });
    fireEvent.change(within(drawer).getByLabelText(/^End/), { target: { value: '2026-11-21' } });
    await user.type(within(drawer).getByRole('textbox', { name: 'Location' }), 'Head office');
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add event' })).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/apps/calendar/events');
    expect(post?.body).toEqual({
      event: { name: 'Launch party', start: '2026-11-20', end: '2026-11-21', timed: false, extendedProps: { calendar: 'Family', location: 'Head office' } },
    });
  });

  it('checks the form before sending', async () => {
    const { calls } = calendarServer();
    const user = userEvent.setup();
    renderInAdmin(<CalendarApp />);
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add event' });
    fireEvent.change(within(drawer).getByLabelText(/^Start/), { target: { value: '2026-11-20' } });
    fireEvent.change(within(drawer).getByLabelText(/^End/), { target: { value: '2026-11-19' } });
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await within(drawer).findByText('Enter a title')).toBeInTheDocument();
    expect(within(drawer).getByText('The end must not be before the start')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('filters by category: unticking one asks only for the others', async () => {
    const { calls } = calendarServer();
    const user = userEvent.setup();
    renderInAdmin(<CalendarApp />);
    await user.click(screen.getByRole('checkbox', { name: 'Holiday' }));
    await vi.waitFor(() => expect(calls.at(-1)?.url.searchParams.get('calendars')).toBe('Business,Personal,Family,ETC'));
    expect(screen.getByRole('checkbox', { name: 'View all' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'View all' }));
    await vi.waitFor(() => expect(calls.at(-1)?.url.searchParams.get('calendars')).toBe('Business,Holiday,Personal,Family,ETC'));
  });

  it('turns a move or resize into the API dates', () => {
    expect(movedDates({ allDay: true, start: new Date(2026, 10, 12), end: new Date(2026, 10, 14) })).toEqual({
      start: '2026-11-12',
      end: '2026-11-13',
      timed: false,
    });
    const start = new Date('2026-11-10T11:00:00.000Z');
    expect(movedDates({ allDay: false, start, end: null })).toEqual({ start: '2026-11-10T11:00:00.000Z', end: '2026-11-10T12:00:00.000Z', timed: true });
  });
});
