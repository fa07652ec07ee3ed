import { demoApi, withQuery } from '../shared/api';
import type { CalendarEvent, CalendarName, EventInput } from './types';

export const CALENDAR_KEY = 'demo-calendar';

/** The events of the chosen categories (an empty list answers none). */
export function fetchEvents(calendars: readonly CalendarName[], signal?: AbortSignal): Promise<CalendarEvent[]> {
  return demoApi<CalendarEvent[]>(withQuery('/apps/calendar/events', { calendars: calendars.join(',') }), { signal });
}

export const createEvent = (event: EventInput) => demoApi<CalendarEvent>('/apps/calendar/events', { method: 'POST', body: { event } });
/** Merges the given fields into the event. */
export const updateEvent = (id: number, event: Partial<EventInput>) =>
  demoApi<CalendarEvent>(`/apps/calendar/events/${id}`, { method: 'POST', body: { event } });
export const deleteEvent = (id: number) => demoApi<unknown>(`/apps/calendar/events/${id}`, { method: 'DELETE' });
