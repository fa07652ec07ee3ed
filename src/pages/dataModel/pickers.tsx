/** Selects the wizard and the settings share: a menu section (by its name in the menu) and an icon (drawn beside its name). */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { ICON_NAMES, MENU_SECTIONS, type IconName, type MenuSection } from '../../../resources/define';
import { ICONS } from '../../schema/icons';

type Props<T> = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & { value: T; onValue: (v: T) => void };

/** The sections a declared resource may join (not the template's demos). */
const SECTIONS = MENU_SECTIONS.filter((s) => s !== 'demo');

export function SectionPicker({ value, onValue, ...props }: Props<MenuSection>) {
  const translate = useTranslate();
  return (
    <TextField {...props} select value={value} onChange={(e) => onValue(e.target.value as MenuSection)}>
      {SECTIONS.map((s) => (
        <MenuItem key={s} value={s}>
          {translate(`app.menu.sections.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function IconPicker({ value, onValue, ...props }: Props<IconName>) {
  const iconOf = (name: IconName) => {
    const Icon = ICONS[name];
    return <Icon fontSize="small" sx={{ marginInlineEnd: 1, verticalAlign: 'middle' }} aria-hidden />;
  };
  return (
    <TextField
      {...props}
      select
      value={value}
      onChange={(e) => onValue(e.target.value as IconName)}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      {ICON_NAMES.map((name) => (
        <MenuItem key={name} value={name}>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
            {iconOf(name)}
            {name}
          </Box>
        </MenuItem>
      ))}
    </TextField>
  );
}
