import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import { useNotify, useTranslate } from 'react-admin';
import { DemoApiError } from '../shared/api';
import { failureText } from '../shared/ErrorState';
import { createEvent, deleteEvent, updateEvent } from './api';
import { fromInputValue, localDay, toInputValue } from './dates';
import { CALENDARS, CALENDAR_COLORS, type CalendarEvent, type CalendarName, type EventInput } from './types';

/** What the drawer opens on: an existing event, or the dates of a new one. */
export type DrawerTarget = { event: CalendarEvent } | { start: string; end: string; allDay: boolean };

interface Form {
  name: string;
  calendar: CalendarName;
  allDay: boolean;
  start: string;
  end: string;
  url: string;
  location: string;
  description: string;
}

type Errors = Partial<Record<keyof Form, string>>;

const URL_PATTERN = /^(?:https?:\/\/\S+|\/(?!\/)\S*)$/;

function initialForm(target: DrawerTarget): Form {
  if ('event' in target) {
    const e = target.event;
    return {
      name: e.name,
      calendar: e.extendedProps.calendar,
      allDay: !e.timed,
      start: toInputValue(e.start, !e.timed),
      end: toInputValue(e.end, !e.timed),
      url: e.extendedProps.url ?? '',
      location: e.extendedProps.location ?? '',
      description: e.extendedProps.description ?? '',
    };
  }
  return {
    name: '',
    calendar: 'Business',
    allDay: target.allDay,
    start: toInputValue(target.start, target.allDay),
    end: toInputValue(target.end, target.allDay),
    url: '',
    location: '',
    description: '',
  };
}

function check(form: Form): Errors {
  const errors: Errors = {};
  if (form.name.trim() === '') errors.name = 'app.calendar.error.name_required';
  if (form.start === '' || fromInputValue(form.start, form.allDay) === '') errors.start = 'app.calendar.error.start_required';
  if (form.end !== '' && !errors.start) {
    const start = fromInputValue(form.start, form.allDay);
    const end = fromInputValue(form.end, form.allDay);
    if (end === '' || Date.parse(end) < Date.parse(start)) errors.end = 'app.calendar.error.end_before_start';
  }
  if (form.url.trim() !== '' && !URL_PATTERN.test(form.url.trim())) errors.url = 'app.calendar.error.url';
  return errors;
}

/** The request body for the form. */
export function toEventInput(form: Form): EventInput {
  const start = fromInputValue(form.start, form.allDay);
  const end = form.end === '' ? start : fromInputValue(form.end, form.allDay);
  return {
    name: form.name.trim(),
    start,
    end,
    timed: !form.allDay,
    extendedProps: {
      calendar: form.calendar,
      ...(form.url.trim() ? { url: form.url.trim() } : {}),
      ...(form.location.trim() ? { location: form.location.trim() } : {}),
      ...(form.description.trim() ? { description: form.description.trim() } : {}),
    },
  };
}

/** Switching all-day keeps the day and picks 09:00–10:00 for a timed event. */
function withAllDay(form: Form, allDay: boolean): Form {
  if (allDay === form.allDay) return form;
  const day = (value: string) => (value ? value.slice(0, 10) : localDay(new Date()));
  if (allDay) return { ...form, allDay, start: day(form.start), end: day(form.end || form.start) };
  return { ...form, allDay, start: `${day(form.start)}T09:00`, end: `${day(form.end || form.start)}T10:00` };
}

function EventForm({ target, onClose, onChanged }: { target: DrawerTarget; onClose: () => void; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const editing = 'event' in target ? target.event : undefined;
  const [form, setForm] = useState<Form>(() => initialForm(target));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = submitted ? check(form) : {};
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const errorText = (key: keyof Form) => (errors[key] ? translate(errors[key]) : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(check(form)).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      const body = toEventInput(form);
      if (editing) await updateEvent(editing.id, body);
      else await createEvent(body);
      notify(editing ? 'app.calendar.updated' : 'app.calendar.created', { type: 'success', messageArgs: { name: body.name } });
      onChanged();
      onClose();
    } catch (error) {
      const fields = error instanceof DemoApiError && error.errors ? Object.values(error.errors).join(' ') : '';
      setFailure(fields || failureText(error, translate));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!editing) return;
    setSaving(true);
    try {
      await deleteEvent(editing.id);
      notify('app.calendar.deleted', { type: 'info', messageArgs: { name: editing.name } });
      onChanged();
      onClose();
    } catch (error) {
      setFailure(failureText(error, translate));
    } finally {
      setSaving(false);
    }
  };

  const dateType = form.allDay ? 'date' : 'datetime-local';
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, p: 3, overflowY: 'auto' }}>
      {failure ? (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {translate('app.calendar.save_failed', { message: failure })}
        </Alert>
      ) : null}
      <TextField
        label={translate('app.calendar.field.title')}
        required
        fullWidth
        value={form.name}
        onChange={(e) => set('name', e.target.value)}
        error={!!errors.name}
        helperText={errorText('name')}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <TextField
        select
        label={translate('app.calendar.field.calendar')}
        fullWidth
        value={form.calendar}
        onChange={(e) => set('calendar', e.target.value as CalendarName)}
      >
        {CALENDARS.map((c) => (
          <MenuItem key={c} value={c}>
            <FiberManualRecord fontSize="small" sx={{ color: CALENDAR_COLORS[c].hex, marginInlineEnd: 1, verticalAlign: 'middle' }} />
            {translate(`app.calendar.category.${c}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={form.allDay} onChange={(e) => setForm((f) => withAllDay(f, e.target.checked))} />}
        label={translate('app.calendar.field.all_day')}
      />
      <TextField
        key={`start-${dateType}`}
        type={dateType}
        label={translate('app.calendar.field.start')}
        required
        fullWidth
        value={form.start}
        onChange={(e) => set('start', e.target.value)}
        error={!!errors.start}
        helperText={errorText('start')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        key={`end-${dateType}`}
        type={dateType}
        label={translate('app.calendar.field.end')}
        fullWidth
        value={form.end}
        onChange={(e) => set('end', e.target.value)}
        error={!!errors.end}
        helperText={errorText('end')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="url"
        label={translate('app.calendar.field.url')}
        fullWidth
        value={form.url}
        onChange={(e) => set('url', e.target.value)}
        error={!!errors.url}
        helperText={errorText('url')}
        placeholder="https://"
      />
      <TextField
        label={translate('app.calendar.field.location')}
        fullWidth
        value={form.location}
        onChange={(e) => set('location', e.target.value)}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <TextField
        label={translate('app.calendar.field.description')}
        fullWidth
        multiline
        minRows={3}
        value={form.description}
        onChange={(e) => set('description', e.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {editing ? (
          <Button color="error" variant="outlined" disabled={saving} onClick={() => void remove()} sx={{ marginInlineEnd: 'auto' }}>
            {translate('app.calendar.delete')}
          </Button>
        ) : null}
        <Button onClick={onClose} disabled={saving}>
          {translate('app.calendar.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {translate(editing ? 'app.calendar.update' : 'app.calendar.add')}
        </Button>
      </Stack>
    </Box>
  );
}

/** Add or edit an event, in a drawer at the end side of the page. */
export function EventDrawer({ target, onClose, onChanged }: { target: DrawerTarget | null; onClose: () => void; onChanged: () => void }) {
  const translate = useTranslate();
  const editing = target !== null && 'event' in target;
  return (
    <Drawer
      anchor="right"
      open={target !== null}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'event-drawer-title', sx: { width: { xs: '100%', sm: 420 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 3, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="event-drawer-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate(editing ? 'app.calendar.edit_event' : 'app.calendar.add_event')}
        </Typography>
        <IconButton aria-label={translate('app.calendar.close_drawer')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      {target ? (
        <EventForm key={'event' in target ? `edit-${target.event.id}` : `new-${target.start}`} target={target} onClose={onClose} onChanged={onChanged} />
      ) : null}
    </Drawer>
  );
}
