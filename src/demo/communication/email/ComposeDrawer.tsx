import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useNotify, useTranslate } from 'react-admin';

const ADDRESS = /^[^\s@<>(),;:]+@[^\s@<>(),;:]+\.[^\s@<>(),;:]+$/;

/** Comma- or semicolon-separated addresses: undefined when all are valid (and, if required, at least one). */
export function addressProblem(value: string, required: boolean): 'required' | 'invalid' | undefined {
  const parts = value
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return required ? 'required' : undefined;
  return parts.every((p) => ADDRESS.test(p)) ? undefined : 'invalid';
}

interface Draft {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  message: string;
}

const EMPTY: Draft = { to: '', cc: '', bcc: '', subject: '', message: '' };

function ComposeForm({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [showCc, setShowCc] = useState(false);
  const [showBcc, setShowBcc] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const problems = { to: addressProblem(draft.to, true), cc: addressProblem(draft.cc, false), bcc: addressProblem(draft.bcc, false) };
  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value })),
  });
  const problemText = (p: 'required' | 'invalid' | undefined) =>
    submitted && p ? translate(p === 'required' ? 'app.email.to_required' : 'app.email.invalid_address') : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (problems.to || problems.cc || problems.bcc) return;
    notify('app.email.not_sent', { type: 'info' });
    onClose();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 3, flex: 1, overflowY: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={translate('app.email.field.to')}
          required
          fullWidth
          type="email"
          {...field('to')}
          error={!!problemText(problems.to)}
          helperText={problemText(problems.to) ?? translate('app.email.addresses_hint')}
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        {!showCc ? (
          <Button size="small" onClick={() => setShowCc(true)}>
            {translate('app.email.add_cc')}
          </Button>
        ) : null}
        {!showBcc ? (
          <Button size="small" onClick={() => setShowBcc(true)}>
            {translate('app.email.add_bcc')}
          </Button>
        ) : null}
      </Stack>
      {showCc ? (
        <TextField
          label={translate('app.email.field.cc')}
          fullWidth
          {...field('cc')}
          error={!!problemText(problems.cc)}
          helperText={problemText(problems.cc)}
        />
      ) : null}
      {showBcc ? (
        <TextField
          label={translate('app.email.field.bcc')}
          fullWidth
          {...field('bcc')}
          error={!!problemText(problems.bcc)}
          helperText={problemText(problems.bcc)}
        />
      ) : null}
      <TextField label={translate('app.email.field.subject')} fullWidth {...field('subject')} />
      <TextField label={translate('app.email.field.message')} fullWidth multiline minRows={8} {...field('message')} />
      <Alert severity="info">{translate('app.email.demo_send_note')}</Alert>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{translate('app.email.discard')}</Button>
        <Button type="submit" variant="contained">
          {translate('app.email.send')}
        </Button>
      </Stack>
    </Box>
  );
}

/** The compose form in a drawer at the end side of the page. */
export function ComposeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'compose-title', sx: { width: { xs: '100%', sm: 480 }, display: 'flex' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 3, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="compose-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('app.email.compose_title')}
        </Typography>
        <IconButton aria-label={translate('app.email.compose_close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      {open ? <ComposeForm onClose={onClose} /> : null}
    </Drawer>
  );
}
