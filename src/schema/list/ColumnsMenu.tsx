/** The column chooser of a list: every column its schema lists, on or off, remembered for the user (preferences.ts). */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { useTranslate } from 'react-admin';
import type { ListColumn } from './columns';
import { useVisibleColumns } from './listChoices';

export function ColumnsMenu({ resource, columns, defaults }: { resource: string; columns: readonly ListColumn[]; defaults: readonly string[] }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const available = columns.map((c) => c.source);
  const [visible, setVisible] = useVisibleColumns(resource, defaults, available);
  const toggle = (source: string) => {
    const on = visible.includes(source);
    // a column comes back at its place in the schema's order
    setVisible(on ? visible.filter((s) => s !== source) : available.filter((s) => s === source || visible.includes(s)));
  };
  const title = translate('app.schema.columns');
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewWeekIcon />}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {title}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': title, dense: true } }}>
        {columns.map((c) => {
          const on = visible.includes(c.source);
          return (
            <MenuItem
              key={c.source}
              role="menuitemcheckbox"
              aria-checked={on}
              // the last column shown stays
              disabled={on && visible.length === 1}
              onClick={() => toggle(c.source)}
            >
              <ListItemIcon>{on ? <CheckBoxIcon fontSize="small" /> : <CheckBoxOutlineBlankIcon fontSize="small" />}</ListItemIcon>
              <ListItemText>{translate(c.label, { _: c.source })}</ListItemText>
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          onClick={() => {
            setVisible(undefined);
            setAnchor(null);
          }}
        >
          {translate('app.schema.reset_columns')}
        </MenuItem>
      </Menu>
    </>
  );
}
