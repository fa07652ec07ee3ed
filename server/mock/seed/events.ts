/** About 25 calendar events in the demo "now"'s month and the days around it (specification §3). */
import { Gen } from '../../../resources/demo-gen';
import { CALENDARS, type CalendarName, type DemoEvent } from '../types';
import { addDays, demoMonthStart } from './demo-dates';

export const SEED_EVENT_COUNT = 25;

const NAMES: Readonly<Record<CalendarName, readonly string[]>> = {
  Business: ['Design review', 'Store managers meeting', 'Cabinet supplier call', 'Quarterly planning', 'Fleet audit'],
  Holiday: ['Public holiday', 'Office closed', 'Company retreat'],
  Personal: ['Doctor appointment', 'Gym session', 'Dentist'],
  Family: ['Family dinner', 'School play', 'Birthday party'],
  ETC: ['Monthly report deadline', 'Server maintenance', 'Team lunch'],
};

/** Days the seeded window spans: from six days before the demo "now"'s month starts, so the window covers that month and its edges. */
const WINDOW_DAYS = 42;

export function seedEvents(): DemoEvent[] {
  const g = new Gen('demo-events');
  const windowStart = addDays(demoMonthStart(), -6);
  return Array.from({ length: SEED_EVENT_COUNT }, (_, i) => {
    const calendar = CALENDARS[i % CALENDARS.length];
    const day = addDays(windowStart, g.int(0, WINDOW_DAYS - 1));
    const timed = calendar === 'Business' || calendar === 'Personal' || g.bool(0.4);
    const hour = g.int(8, 17);
    const hours = g.int(1, 3);
    const pad = (n: number): string => String(n).padStart(2, '0');
    return {
      id: i + 1,
      name: g.pick(NAMES[calendar]),
      start: timed ? `${day}T${pad(hour)}:00:00.000Z` : day,
      end: timed ? `${day}T${pad(hour + hours)}:00:00.000Z` : addDays(day, g.int(0, 2)),
      timed,
      extendedProps: {
        calendar,
        ...(calendar === 'Business' ? { location: g.pick(['Head office', 'Online', 'North store']) } : {}),
      },
    };
  });
}
