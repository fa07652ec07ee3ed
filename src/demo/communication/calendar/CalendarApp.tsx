/** The calendar demo app: month, week, day and list views, category filters, add/edit/delete, drag to move and resize. */
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import FullCalendar from '@fullcalendar/react';
import type { DateSelectArg, EventApi, EventClickArg, EventInput as FcEventInput, LocaleInput } from '@fullcalendar/core';
import arLocale from '@fullcalendar/core/locales/ar';
import frLocale from '@fullcalendar/core/locales/fr';
import zhCnLocale from '@fullcalendar/core/locales/zh-cn';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, getContrastRatio, lighten, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import Add from '@mui/icons-material/Add';
import Menu from '@mui/icons-material/Menu';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { readable } from '../../../layout/theme';
import { ErrorState, failureText } from '../shared/ErrorState';
import { useDocumentDir } from '../shared/hooks';
import { CALENDAR_KEY, fetchEvents, updateEvent } from './api';
import { exclusiveEnd, inclusiveEnd, localDateTime, localDay } from './dates';
import { EventDrawer, type DrawerTarget } from './EventDrawer';
import { CALENDARS, CALENDAR_COLORS, type CalendarEvent, type CalendarName, type EventInput } from './types';

const FC_LOCALES: Record<string, LocaleInput | string> = { zh_CN: zhCnLocale, fr: frLocale, ar: arLocale, en: 'en' };
const SIDEBAR_WIDTH = 260;

function toFullCalendar(event: CalendarEvent): FcEventInput {
  const color = CALENDAR_COLORS[event.extendedProps.calendar]?.hex ?? CALENDAR_COLORS.ETC.hex;
  return {
    id: String(event.id),
    title: event.name,
    start: event.start,
    end: event.timed ? event.end : exclusiveEnd(event.end.slice(0, 10)),
    allDay: !event.timed,
    backgroundColor: color,
    borderColor: color,
    // black or white, whichever reads better on the calendar's colour (white is under AA on all five)
    textColor: getContrastRatio(color, '#fff') >= getContrastRatio(color, '#000') ? '#fff' : '#000',
    extendedProps: { source: event },
  };
}

/**
 * FullCalendar draws its arrow icons as `role="img"` without a name; the buttons are named by their
 * title, so the icons are hidden from assistive technology (after each render of the toolbar).
 */
function hideToolbarIcons() {
  document.querySelectorAll('.fc .fc-icon[role="img"]').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
}

/** The dates of an event FullCalendar moved or resized, as the API stores them. */
export function movedDates(event: Pick<EventApi, 'start' | 'end' | 'allDay'>): Pick<EventInput, 'start' | 'end' | 'timed'> | undefined {
  const { start, end, allDay } = event;
  if (!start) return undefined;
  if (allDay) return { start: localDay(start), end: end ? inclusiveEnd(end) : localDay(start), timed: false };
  return { start: start.toISOString(), end: (end ?? new Date(start.getTime() + 3_600_000)).toISOString(), timed: true };
}

function Filters({ selected, onChange, onAdd }: { selected: readonly CalendarName[]; onChange: (next: CalendarName[]) => void; onAdd: () => void }) {
  const translate = useTranslate();
  const all = selected.length === CALENDARS.length;
  return (
    <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Button variant="contained" startIcon={<Add />} fullWidth onClick={onAdd}>
        {translate('app.calendar.add_event')}
      </Button>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="overline" color="text.secondary">
          {translate('app.calendar.filters')}
        </Typography>
        <FormGroup>
          <FormControlLabel
            control={<Checkbox checked={all} indeterminate={!all && selected.length > 0} onChange={(e) => onChange(e.target.checked ? [...CALENDARS] : [])} />}
            label={translate('app.calendar.view_all')}
          />
          {CALENDARS.map((c) => (
            <FormControlLabel
              key={c}
              control={
                <Checkbox
                  checked={selected.includes(c)}
                  onChange={(e) => onChange(e.target.checked ? CALENDARS.filter((x) => x === c || selected.includes(x)) : selected.filter((x) => x !== c))}
                  sx={{ color: CALENDAR_COLORS[c].hex, '&.Mui-checked': { color: CALENDAR_COLORS[c].hex } }}
                />
              }
              label={translate(`app.calendar.category.${c}`)}
            />
          ))}
        </FormGroup>
      </Box>
    </Box>
  );
}

export default function CalendarApp() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const direction = useDocumentDir();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [filters, setFilters] = useState<CalendarName[]>([...CALENDARS]);
  const [target, setTarget] = useState<DrawerTarget | null>(null);
  const [navOpen, setNavOpen] = useState(false);

  const query = useQuery({
    queryKey: [CALENDAR_KEY, 'events', filters.join(',')],
    queryFn: ({ signal }) => fetchEvents(filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const events = useMemo(() => (query.data ?? []).map(toFullCalendar), [query.data]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [CALENDAR_KEY] });

  const openNew = (start: Date, end: Date | null, allDay: boolean) => {
    setNavOpen(false);
    if (allDay) {
      const last = end ? inclusiveEnd(end) : localDay(start);
      setTarget({ start: localDay(start), end: last < localDay(start) ? localDay(start) : last, allDay: true });
    } else {
      setTarget({ start: localDateTime(start), end: localDateTime(end ?? new Date(start.getTime() + 3_600_000)), allDay: false });
    }
  };

  const onMoved = async (info: { event: EventApi; revert: () => void }) => {
    const dates = movedDates(info.event);
    if (!dates) {
      info.revert();
      return;
    }
    try {
      await updateEvent(Number(info.event.id), dates);
      notify('app.calendar.moved', { type: 'info', messageArgs: { name: info.event.title } });
    } catch (error) {
      info.revert();
      notify('app.calendar.move_failed', { type: 'error', messageArgs: { message: failureText(error, translate) } });
    } finally {
      refresh();
    }
  };

  const filtersPanel = (
    <Filters
      selected={filters}
      onChange={setFilters}
      onAdd={() => {
        const now = new Date();
        openNew(now, null, true);
      }}
    />
  );

  return (
    <>
      <Title title={translate('app.menu.pages.calendar')} />
      <Typography variant="h4" component="h1" sx={visuallyHidden}>
        {translate('app.menu.pages.calendar')}
      </Typography>
      <Card
        component="section"
        aria-label={translate('app.menu.pages.calendar')}
        sx={{ display: 'flex', height: 'calc(100vh - 150px)', minHeight: 600, mt: 2, overflow: 'hidden' }}
      >
        {compact ? (
          <Drawer open={navOpen} onClose={() => setNavOpen(false)} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}>
            {filtersPanel}
          </Drawer>
        ) : (
          <Box sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider', overflowY: 'auto' }}>{filtersPanel}</Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {compact ? (
            <Box sx={{ px: 1, pt: 1 }}>
              <IconButton aria-label={translate('app.calendar.open_filters')} onClick={() => setNavOpen(true)}>
                <Menu />
              </IconButton>
            </Box>
          ) : null}
          <Box sx={{ height: 4 }}>{query.isFetching ? <LinearProgress aria-label={translate('app.calendar.loading')} /> : null}</Box>
          {query.isError ? <ErrorState title={translate('app.calendar.load_failed')} error={query.error} onRetry={() => void query.refetch()} /> : null}
          {filters.length === 0 ? (
            <Alert severity="info" sx={{ mx: 2, mt: 1 }}>
              {translate('app.calendar.no_filter')}
            </Alert>
          ) : null}
          <Box
            sx={(theme) => ({
              flex: 1,
              minHeight: 0,
              p: { xs: 1, md: 2.5 },
              '--fc-border-color': theme.palette.divider,
              '--fc-page-bg-color': theme.palette.background.paper,
              '--fc-neutral-bg-color': theme.palette.action.hover,
              '--fc-list-event-hover-bg-color': theme.palette.action.hover,
              '--fc-today-bg-color': alpha(theme.palette.primary.main, 0.08),
              '--fc-button-bg-color': alpha(theme.palette.primary.main, 0.12),
              '--fc-button-border-color': 'transparent',
              // the buttons' text reads at AA on their tinted background (the primary fill over the card)
              '--fc-button-text-color': readable(
                theme.palette.primary.main,
                theme.palette.mode === 'light' ? lighten(theme.palette.primary.main, 0.88) : theme.palette.background.paper,
              ),
              '--fc-button-hover-bg-color': alpha(theme.palette.primary.main, 0.2),
              '--fc-button-hover-border-color': 'transparent',
              '--fc-button-active-bg-color': theme.palette.primary.main,
              '--fc-button-active-border-color': theme.palette.primary.main,
              '& .fc .fc-button-primary:not(:disabled).fc-button-active, & .fc .fc-button-primary:not(:disabled):active': {
                color: theme.palette.primary.contrastText,
              },
              '& .fc .fc-button': { textTransform: 'capitalize', fontSize: '0.875rem', boxShadow: 'none' },
              '& .fc .fc-toolbar-title': { fontSize: '1.25rem', fontWeight: 500 },
              '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
              '& .fc .fc-toolbar-chunk': { display: 'flex', alignItems: 'center', gap: 1 },
              '& .fc .fc-toolbar-chunk .fc-button-group + .fc-button, & .fc-direction-ltr .fc-toolbar > * > :not(:first-child), & .fc-direction-rtl .fc-toolbar > * > :not(:first-child)':
                { marginInline: 0 },
              '& .fc a': { color: 'inherit', textDecoration: 'none' },
              // days of the next and previous months: secondary text, not FullCalendar's 30 % opacity (unreadable)
              '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: theme.palette.text.secondary },
              '& .fc .fc-daygrid-event': { borderRadius: '4px', px: 0.5 },
              // Titles read in their own direction, so a long one is cut at its end, not its start.
              '& .fc .fc-event-title, & .fc .fc-list-event-title': { unicodeBidi: 'plaintext', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
              '& .fc .fc-timegrid-event .fc-event-title': { whiteSpace: 'normal' },
              '& .fc-theme-standard .fc-list-day-cushion': { backgroundColor: theme.palette.action.hover },
            })}
          >
            <FullCalendar
              plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
              initialView="dayGridMonth"
              headerToolbar={{ start: 'prev,next today title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' }}
              locale={FC_LOCALES[locale] ?? 'en'}
              direction={direction}
              height="100%"
              events={events}
              editable
              selectable
              dayMaxEvents={3}
              navLinks
              eventClick={(info: EventClickArg) => {
                info.jsEvent.preventDefault();
                const source = info.event.extendedProps.source as CalendarEvent | undefined;
                if (source) setTarget({ event: source });
              }}
              select={(info: DateSelectArg) => {
                info.view.calendar.unselect();
                openNew(info.start, info.end, info.allDay);
              }}
              datesSet={hideToolbarIcons}
              eventDrop={(info) => void onMoved(info)}
              eventResize={(info) => void onMoved(info)}
            />
          </Box>
        </Box>
      </Card>
      <EventDrawer target={target} onClose={() => setTarget(null)} onChanged={refresh} />
    </>
  );
}
