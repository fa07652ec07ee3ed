/**
 * Calendar app: events filtered by calendar, create, update (merge) and delete.
 */
import type { Router } from 'express';
import type { MockState } from './state';
import { say } from '../messages';
import { badRequest, bodyObject, collection, failOnErrors, intParam, isObject, nextId, notFound, own, route, type JsonObject } from './plumbing';
import { parseQuery, readList, readText } from './query';
import { CALENDARS, COLLECTIONS, type CalendarName, type DemoEvent } from './types';
import { DATE_TIME_PATTERN, bool, choice, object, present, text, type FieldErrors } from './body-fields';

const MAX_GUESTS = 50;
const URL_PATTERN = /^(?:https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/;

const events = (state: MockState): DemoEvent[] => collection<DemoEvent>(state, COLLECTIONS.events);

/** `calendars=Business,Holiday`, a bracket list or repeated keys; `undefined` when absent. */
function readCalendars(value: unknown): Set<CalendarName> | undefined {
  if (value === undefined) return undefined;
  const names = readList(value, 'calendars')
    .flatMap((item) => (readText(item, 'calendars') ?? '').split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return new Set(
    names.map((name) => {
      const found = CALENDARS.find((c) => c.toLowerCase() === name.toLowerCase());
      if (found === undefined) throw badRequest(say('calendar.unknown', { name, calendars: CALENDARS.join(', ') }));
      return found;
    }),
  );
}

function readMoment(body: JsonObject, field: string, errors: FieldErrors, required: boolean): string | undefined {
  const value = text(body, field, errors, { required, max: 40 });
  if (value && !errors[field] && (!DATE_TIME_PATTERN.test(value) || Number.isNaN(Date.parse(value)))) {
    errors[field] = say('field.date_time', { field });
  }
  return value === '' ? undefined : value;
}

function readGuests(props: JsonObject, errors: FieldErrors): string[] | undefined {
  const raw = own(props, 'guests');
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.length > MAX_GUESTS || !raw.every((g): g is string => typeof g === 'string' && g.length <= 120)) {
    errors['extendedProps.guests'] = say('field.guests', { max: MAX_GUESTS });
    return undefined;
  }
  return raw;
}

/** The event fields of `body` (everything but the id), checked. */
export function readEvent(body: JsonObject): Omit<DemoEvent, 'id'> {
  const errors: FieldErrors = {};
  const name = text(body, 'name', errors, { required: true, max: 120 });
  const start = readMoment(body, 'start', errors, true);
  const end = readMoment(body, 'end', errors, false) ?? start;
  if (!errors.start && !errors.end && start && end && Date.parse(end) < Date.parse(start))
    errors.end = say('field.not_before', { field: 'end', other: 'start' });
  const timed = bool(body, 'timed', errors) ?? (start !== undefined && /[T ]/.test(start));
  const props = object(body, 'extendedProps', errors, true) ?? {};
  const propErrors: FieldErrors = {};
  const calendar = choice(props, 'calendar', CALENDARS, propErrors, true);
  const url = text(props, 'url', propErrors, { max: 500, pattern: URL_PATTERN, patternMessage: say('field.url') });
  const description = text(props, 'description', propErrors, { max: 2000 });
  const location = text(props, 'location', propErrors, { max: 120 });
  const guests = readGuests(props, errors);
  for (const [field, message] of Object.entries(propErrors)) errors[`extendedProps.${field}`] = message;
  failOnErrors(errors);
  return {
    name: present(name, 'name'),
    start: present(start, 'start'),
    end: present(end, 'end'),
    timed,
    extendedProps: {
      calendar: present(calendar, 'extendedProps.calendar'),
      ...(url ? { url } : {}),
      ...(description ? { description } : {}),
      ...(location ? { location } : {}),
      ...(guests ? { guests } : {}),
    },
  };
}

function findEvent(state: MockState, id: number | undefined): DemoEvent {
  const event = id === undefined ? undefined : events(state).find((e) => e.id === id);
  if (!event) throw notFound(say('calendar.event_not_found'));
  return event;
}

export function mountCalendar(router: Router, state: MockState): void {
  router.get(
    '/apps/calendar/events',
    route((req, res) => {
      const calendars = readCalendars(parseQuery(req.originalUrl).calendars);
      res.json(events(state).filter((e) => calendars === undefined || calendars.has(e.extendedProps.calendar)));
    }),
  );

  router.post(
    '/apps/calendar/events',
    route((req, res) => {
      const all = events(state);
      const event: DemoEvent = { id: nextId(all), ...readEvent(bodyObject(req, 'event')) };
      all.push(event);
      state.commit();
      res.status(201).json(event);
    }),
  );

  router.post(
    '/apps/calendar/events/:id',
    route((req, res) => {
      const all = events(state);
      const existing = findEvent(state, intParam(req, 'id'));
      const body = bodyObject(req, 'event');
      const props = own(body, 'extendedProps');
      const merged: JsonObject = {
        ...existing,
        ...body,
        extendedProps: isObject(props) ? { ...existing.extendedProps, ...props } : (props ?? existing.extendedProps),
      };
      const updated: DemoEvent = { id: existing.id, ...readEvent(merged) };
      all[all.indexOf(existing)] = updated;
      state.commit();
      res.json(updated);
    }),
  );

  router.delete(
    '/apps/calendar/events/:id',
    route((req, res) => {
      const all = events(state);
      const existing = findEvent(state, intParam(req, 'id'));
      all.splice(all.indexOf(existing), 1);
      state.commit();
      res.json(existing);
    }),
  );
}
