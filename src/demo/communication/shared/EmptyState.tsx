import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A centred icon and text, for a list or a pane with nothing to show. */
export function EmptyState({ icon, text, action }: { icon: ReactNode; text: string; action?: ReactNode }) {
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        p: 4,
        textAlign: 'center',
        color: 'text.secondary',
      }}
    >
      <Box aria-hidden sx={{ '& svg': { fontSize: 56 } }}>
        {icon}
      </Box>
      <Typography>{text}</Typography>
      {action}
    </Box>
  );
}
