/**
 * The settings drawer (theme customizer) of spec §2: 400 px wide, opening from the inline-end side.
 * Every choice is kept in react-admin's store (src/layout/settings.ts); light/dark is react-admin's own
 * `theme` entry and collapse is its `sidebar.open` entry. A chunk of its own, loaded by
 * CustomizerProvider (src/layout/Customizer.tsx) when the drawer is first opened.
 */
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Check from '@mui/icons-material/Check';
import { useLocaleState, useSidebarState, useStoreContext, useTheme as useRaTheme, useTranslate } from 'react-admin';
import { localeInfo } from '../../i18n/locales';
import type { PanelProps } from '../lazyComponent';
import { CUSTOMIZER_WIDTH, PALETTE_PRESETS } from './theme';
import {
  APP_BAR_TYPES,
  CONTENT_WIDTHS,
  DEFAULT_SETTINGS,
  FOOTER_TYPES,
  NAV_LAYOUTS,
  PALETTES,
  ROUTE_TRANSITIONS,
  SETTING_NAMES,
  SKINS,
  settingKey,
  useSetting,
  useShownLayout,
} from './settings';

const toKey = (v: string) => v.replace(/-/g, '_');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ px: 3, py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 1.5, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Choice<T extends string>({
  label,
  value,
  options,
  labelKey,
  onChange,
  columns = 3,
}: {
  label: string;
  value: T;
  options: readonly T[];
  labelKey: (v: T) => string;
  onChange: (v: T) => void;
  columns?: number;
}) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Box>
      <Typography id={id} variant="body2" sx={{ fontWeight: 500, mb: 1 }}>
        {label}
      </Typography>
      <RadioGroup
        aria-labelledby={id}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 1 }}
      >
        {options.map((o) => (
          <FormControlLabel
            key={o}
            value={o}
            control={<Radio size="small" />}
            label={translate(labelKey(o))}
            sx={{
              m: 0,
              pr: 1,
              border: 1,
              borderRadius: 1,
              borderColor: o === value ? 'primary.main' : 'divider',
              bgcolor: o === value ? 'action.selected' : 'transparent',
              '& .MuiFormControlLabel-label': { fontSize: 13, lineHeight: 1.2 },
            }}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}

function Toggle({
  label,
  checked,
  onChange,
  disabled,
  help,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
  help?: string;
}) {
  return (
    <Box>
      <FormControlLabel
        sx={{ m: 0, width: '100%', justifyContent: 'space-between' }}
        labelPlacement="start"
        control={<Switch checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />}
        label={<Typography variant="body2">{label}</Typography>}
      />
      {help && <FormHelperText sx={{ mt: 0 }}>{help}</FormHelperText>}
    </Box>
  );
}

function PaletteChoice() {
  const translate = useTranslate();
  const [palette, setPalette] = useSetting('palette');
  const [mode] = useRaTheme();
  const id = useId();
  return (
    <Box>
      <Typography id={id} variant="body2" sx={{ fontWeight: 500, mb: 1 }}>
        {translate('app.settings.palette')}
      </Typography>
      <RadioGroup aria-labelledby={id} row value={palette} onChange={(e) => setPalette(e.target.value as typeof palette)} sx={{ gap: 1.5 }}>
        {PALETTES.map((p) => {
          const color = PALETTE_PRESETS[p][mode === 'dark' ? 'dark' : 'light'];
          const swatch = (checked: boolean) => (
            <Box
              component="span"
              sx={{
                width: 40,
                height: 40,
                borderRadius: 1,
                bgcolor: color,
                color: '#fff',
                display: 'grid',
                placeItems: 'center',
                outline: checked ? 2 : 0,
                outlineColor: color,
                outlineOffset: 2,
              }}
            >
              {checked && <Check fontSize="small" />}
            </Box>
          );
          return (
            <Tooltip key={p} title={translate(`app.settings.palettes.${p}`)}>
              <Radio
                value={p}
                icon={swatch(false)}
                checkedIcon={swatch(true)}
                slotProps={{ input: { 'aria-label': translate(`app.settings.palettes.${p}`) } }}
                sx={{ p: 0.5 }}
              />
            </Tooltip>
          );
        })}
      </RadioGroup>
    </Box>
  );
}

export function Customizer({ open, onClose }: PanelProps) {
  const translate = useTranslate();
  const titleId = useId();
  const preferences = useStoreContext();
  const shown = useShownLayout();
  const horizontal = shown.layout === 'horizontal';
  const [locale] = useLocaleState();
  const languageRtl = localeInfo(locale).dir === 'rtl';

  const [, setSkin] = useSetting('skin');
  const [mode, setMode] = useRaTheme();
  const [, setContentWidth] = useSetting('contentWidth');
  const [, setAppBar] = useSetting('appBar');
  const [, setFooter] = useSetting('footer');
  const [appBarBlur, setAppBarBlur] = useSetting('appBarBlur');
  const [layout, setLayout] = useSetting('layout');
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const [hideMenu, setHideMenu] = useSetting('hideMenu');
  const [accordion, setAccordion] = useSetting('menuAccordion');
  const [rtl, setRtl] = useSetting('rtl');
  const [transition, setTransition] = useSetting('transition');

  const reset = () => {
    for (const name of SETTING_NAMES) preferences.setItem(settingKey(name), DEFAULT_SETTINGS[name]);
    preferences.setItem('theme', 'light');
    preferences.setItem('sidebar.open', true);
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, 'aria-modal': true, sx: { width: CUSTOMIZER_WIDTH, maxWidth: '100vw' } } as object }}
      data-testid="customizer"
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 3, py: 2 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {translate('app.shell.customizer')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('app.settings.subtitle')}
          </Typography>
        </Box>
        <Tooltip title={translate('app.settings.reset')}>
          <IconButton aria-label={translate('app.settings.reset')} onClick={reset}>
            <RestartAlt />
          </IconButton>
        </Tooltip>
        <IconButton aria-label={translate('app.settings.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto' }}>
        <Section title={translate('app.settings.theming')}>
          <Choice
            label={translate('app.settings.skin')}
            value={shown.skin}
            options={horizontal ? SKINS.filter((s) => s !== 'semi-dark') : SKINS}
            labelKey={(v) => `app.settings.skins.${toKey(v)}`}
            onChange={setSkin}
          />
          <Choice
            label={translate('app.settings.mode')}
            value={mode === 'dark' ? 'dark' : 'light'}
            options={['light', 'dark'] as const}
            labelKey={(v) => `app.settings.modes.${v}`}
            onChange={setMode}
            columns={2}
          />
          <PaletteChoice />
        </Section>
        <Divider />
        <Section title={translate('app.settings.layout')}>
          <Choice
            label={translate('app.settings.content_width')}
            value={shown.contentWidth}
            options={CONTENT_WIDTHS}
            labelKey={(v) => `app.settings.content_widths.${v}`}
            onChange={setContentWidth}
            columns={2}
          />
          <Choice
            label={translate('app.settings.app_bar')}
            value={shown.appBar}
            options={horizontal ? APP_BAR_TYPES.filter((t) => t !== 'hidden') : APP_BAR_TYPES}
            labelKey={(v) => `app.settings.app_bar_types.${v}`}
            onChange={setAppBar}
          />
          <Choice
            label={translate('app.settings.footer')}
            value={shown.footer}
            options={FOOTER_TYPES}
            labelKey={(v) => `app.settings.footer_types.${v}`}
            onChange={setFooter}
          />
          <Toggle label={translate('app.settings.blur')} checked={appBarBlur} onChange={setAppBarBlur} />
        </Section>
        <Divider />
        <Section title={translate('app.settings.menu')}>
          {shown.isLargeScreen && (
            <Choice
              label={translate('app.settings.menu_layout')}
              value={layout}
              options={NAV_LAYOUTS}
              labelKey={(v) => `app.settings.layouts.${v}`}
              onChange={setLayout}
              columns={2}
            />
          )}
          {!horizontal && (
            <Toggle label={translate('app.settings.collapse_menu')} checked={!sidebarOpen} onChange={(v) => setSidebarOpen(!v)} disabled={hideMenu} />
          )}
          <Toggle label={translate('app.settings.hide_menu')} checked={hideMenu} onChange={setHideMenu} />
          {!horizontal && <Toggle label={translate('app.settings.accordion')} checked={accordion} onChange={setAccordion} />}
          <Toggle
            label={translate('app.settings.rtl')}
            checked={rtl || languageRtl}
            onChange={setRtl}
            disabled={languageRtl}
            help={languageRtl ? translate('app.settings.rtl_language') : undefined}
          />
          <Choice
            label={translate('app.settings.transition')}
            value={transition}
            options={ROUTE_TRANSITIONS}
            labelKey={(v) => `app.settings.transitions.${toKey(v)}`}
            onChange={setTransition}
            columns={2}
          />
        </Section>
      </Box>
    </Drawer>
  );
}
