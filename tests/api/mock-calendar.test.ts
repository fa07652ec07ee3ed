import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEvents } from '../../server/mock/seed/events';
import { demoMonthStart } from '../../server/mock/seed/demo-dates';
import { CALENDARS } from '../../server/mock/types';
import { list, obj, startMockServer, type MockServer } from './mock-harness';

let api: MockServer;
const seed = seedEvents();
beforeAll(async () => {
  api = await startMockServer();
});
afterAll(() => api.close());

const saved = (id: unknown) => list(api.readFile().demoEvents).find((e) => e.id === id);

describe('GET /apps/calendar/events', () => {
  it('the seed has ~25 events of every category around the month it is generated in', () => {
    expect(seed.length).toBeGreaterThanOrEqual(20);
    expect(new Set(seed.map((e) => e.extendedProps.calendar))).toEqual(new Set(CALENDARS));
    // the month of the demo data's "now" (resources/demo-gen.ts DEMO_NOW: when it is generated), so the calendar opens on events
    const month = demoMonthStart().slice(0, 7);
    expect(seed.filter((e) => e.start.startsWith(month)).length).toBeGreaterThan(seed.length / 2);
  });

  it('filters by the comma list in calendars; without the parameter answers all', async () => {
    const some = list((await api.get('/apps/calendar/events?calendars=Business,Holiday')).body);
    expect(some.map((e) => e.id)).toEqual(seed.filter((e) => ['Business', 'Holiday'].includes(e.extendedProps.calendar)).map((e) => e.id));
    expect(list((await api.get('/apps/calendar/events')).body)).toHaveLength(seed.length);
    expect(list((await api.get('/apps/calendar/events?calendars=')).body)).toHaveLength(0);
    const bracket = list((await api.get('/apps/calendar/events?calendars[]=Family&calendars[]=ETC')).body);
    expect(bracket.every((e) => ['Family', 'ETC'].includes(String(obj(e.extendedProps).calendar)))).toBe(true);
    expect((await api.get('/apps/calendar/events?calendars=Work')).status).toBe(400);
  });
});

describe('POST /apps/calendar/events', () => {
  it('creates an event with 201 and a new id, and saves it', async () => {
    const event = { name: 'Launch', start: '2026-11-20T09:00:00.000Z', end: '2026-11-20T10:00:00.000Z', timed: true, extendedProps: { calendar: 'Business' } };
    const { status, body } = await api.send('POST', '/apps/calendar/events', { event });
    expect(status).toBe(201);
    expect(obj(body)).toEqual({ ...event, id: seed.length + 1 });
    expect(saved(seed.length + 1)).toEqual(body);
  });

  it('answers 400 {errors} for an invalid event', async () => {
    const { status, body } = await api.send('POST', '/apps/calendar/events', {
      start: 'tomorrow',
      end: '2026-01-01',
      extendedProps: { calendar: 'Work', url: 'javascript:alert(1)' },
    });
    expect(status).toBe(400);
    expect(Object.keys(obj(obj(body).errors)).sort()).toEqual(['extendedProps.calendar', 'extendedProps.url', 'name', 'start']);
  });
});

describe('POST /apps/calendar/events/:id', () => {
  it('merges the body into the event, answers 200 and saves it', async () => {
    const { status, body } = await api.send('POST', '/apps/calendar/events/2', { event: { name: 'Renamed', extendedProps: { calendar: 'Family' } } });
    expect(status).toBe(200);
    expect(obj(body)).toMatchObject({ id: 2, name: 'Renamed', start: seed[1].start, end: seed[1].end, extendedProps: { calendar: 'Family' } });
    expect(saved(2)?.name).toBe('Renamed');
    expect((await api.send('POST', '/apps/calendar/events/2', { end: '2000-01-01' })).status).toBe(400);
    expect((await api.send('POST', '/apps/calendar/events/999', { name: 'x' })).status).toBe(404);
  });
});

describe('DELETE /apps/calendar/events/:id', () => {
  it('removes the event with 200 and saves it; 404 when unknown', async () => {
    expect((await api.send('DELETE', '/apps/calendar/events/3')).status).toBe(200);
    expect(saved(3)).toBeUndefined();
    const again = await api.send('DELETE', '/apps/calendar/events/3');
    expect(again.status).toBe(404);
    // the server's messages are in the caller's language; no Accept-Language: zh_CN (tests/api/server-messages.test.ts)
    expect(obj(again.body).message).toBe('日程不存在');
  });
});
