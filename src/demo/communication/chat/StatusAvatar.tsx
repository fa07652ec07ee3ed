import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { PersonAvatar } from '../shared/PersonAvatar';
import type { ContactStatus } from './types';

const DOT: Record<ContactStatus, string> = { online: 'success.main', busy: 'error.main', offline: 'grey.500' };

/** A person's avatar with a status dot at its bottom end corner; the status is also given as text. */
export function StatusAvatar({ name, src, status, size = 38 }: { name: string; src?: string; status: ContactStatus; size?: number }) {
  const translate = useTranslate();
  return (
    <Box sx={{ position: 'relative', flexShrink: 0, width: size, height: size }}>
      <PersonAvatar name={name} src={src} size={size} />
      <Box
        component="span"
        aria-hidden
        sx={{
          position: 'absolute',
          bottom: 0,
          insetInlineEnd: 0,
          width: 11,
          height: 11,
          borderRadius: '50%',
          bgcolor: DOT[status],
          border: 2,
          borderColor: 'background.paper',
        }}
      />
      <Box component="span" sx={visuallyHidden}>
        {translate(`app.chat.status.${status}`)}
      </Box>
    </Box>
  );
}
