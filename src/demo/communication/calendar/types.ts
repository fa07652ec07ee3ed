/** Shapes of the calendar mock API (`server/mock/calendar.ts`) as the app reads them. */

export const CALENDARS = ['Business', 'Holiday', 'Personal', 'Family', 'ETC'] as const;
export type CalendarName = (typeof CALENDARS)[number];

/** Colour of each category (filters, events). */
export const CALENDAR_COLORS: Record<CalendarName, { palette: 'primary' | 'success' | 'error' | 'warning' | 'info'; hex: string }> = {
  Business: { palette: 'primary', hex: '#9155FD' },
  Holiday: { palette: 'success', hex: '#56CA00' },
  Personal: { palette: 'error', hex: '#FF4C51' },
  Family: { palette: 'warning', hex: '#FFB400' },
  ETC: { palette: 'info', hex: '#16B1FF' },
};

export interface CalendarEvent {
  id: number;
  name: string;
  /** ISO date-time when timed, yyyy-mm-dd (inclusive) when all-day. */
  start: string;
  end: string;
  timed: boolean;
  extendedProps: {
    calendar: CalendarName;
    url?: string;
    description?: string;
    location?: string;
    guests?: string[];
  };
}

export type EventInput = Omit<CalendarEvent, 'id'>;
