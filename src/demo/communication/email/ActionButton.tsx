import type { ReactElement } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/** An icon-only button with its name as tooltip and accessible name. */
export function ActionButton({ label, icon, onClick, disabled }: { label: string; icon: ReactElement; onClick: () => void; disabled?: boolean }) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
