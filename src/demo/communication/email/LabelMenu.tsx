import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import { useTranslate } from 'react-admin';
import { EMAIL_LABELS, LABEL_COLORS, type EmailLabel } from './types';

/** An icon button opening the four labels; choosing one toggles it on the chosen emails. */
export function LabelMenu({ disabled, onToggle }: { disabled?: boolean; onToggle: (label: EmailLabel) => void }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const title = translate('app.email.toggle_label');
  return (
    <>
      <Tooltip title={title}>
        <span>
          <IconButton
            aria-label={title}
            aria-haspopup="menu"
            aria-expanded={anchor ? 'true' : undefined}
            disabled={disabled}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <LabelOutlined />
          </IconButton>
        </span>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {EMAIL_LABELS.map((label) => (
          <MenuItem
            key={label}
            onClick={() => {
              setAnchor(null);
              onToggle(label);
            }}
          >
            <ListItemIcon>
              <FiberManualRecord fontSize="small" color={LABEL_COLORS[label]} />
            </ListItemIcon>
            <ListItemText>{translate(`app.email.label.${label}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
