/**
 * The app bar's language menu: react-admin's LocalesMenuButton (the current language's name, a menu
 * of the others), except that on a phone the button is the icon alone — the name took a third of a
 * 390 px bar and left the page's title one character. Its accessible name is the language's either way.
 */
import { useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Translate from '@mui/icons-material/Translate';
import { useLocaleState, useLocales } from 'react-admin';

export function LanguageMenu() {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const menuId = useId();
  const name = languages.find((l) => l.locale === locale)?.name ?? locale;
  const open = (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget);
  const popup = { 'aria-haspopup': 'menu', 'aria-controls': anchor ? menuId : undefined, 'aria-expanded': !!anchor } as const;
  return (
    <>
      {phone ? (
        <Tooltip title={name}>
          <IconButton color="inherit" aria-label={name} onClick={open} {...popup}>
            <Translate />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="inherit" startIcon={<Translate />} endIcon={<ExpandMore fontSize="small" />} onClick={open} sx={{ whiteSpace: 'nowrap' }} {...popup}>
          {name}
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} keepMounted open={!!anchor} onClose={() => setAnchor(null)}>
        {languages.map((l) => (
          <MenuItem
            key={l.locale}
            selected={l.locale === locale}
            onClick={() => {
              setLocale(l.locale);
              setAnchor(null);
            }}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
