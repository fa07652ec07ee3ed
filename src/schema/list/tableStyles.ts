/**
 * The look of a generated list's table and cells, on one root element (src/schema/list/ListTable.tsx),
 * computed once per list instead of once per cell: MUI's small table geometry and the theme's
 * colours, under our own class names (`SchemaTable-*`, `SchemaCell-*`).
 */
import { alpha, darken, lighten, styled, type Theme } from '@mui/material/styles';
import { readable } from '../../layout/theme';

const CHIP_COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/** The theme's primary colour as text that reads at AA on the page (links). */
export const primaryTextOf = (theme: Theme): string =>
  theme.palette.mode === 'dark' ? theme.palette.primary.main : readable(theme.palette.primary.main, theme.palette.background.default);

/** How tall the table's scroll area may be: the viewport less the app bar, the list's toolbar and its pagination. */
const SCROLL_MAX_HEIGHT = { wide: 'calc(100dvh - 236px)', narrow: 'calc(100dvh - 300px)' };

export const TableRoot = styled('div')(({ theme }) => {
  const { palette } = theme;
  const divider = palette.mode === 'light' ? lighten(alpha(palette.divider, 1), 0.88) : darken(alpha(palette.divider, 1), 0.68);
  const focusRing = { outline: `2px solid ${primaryTextOf(theme)}`, outlineOffset: -2 };
  const chips = Object.fromEntries(CHIP_COLORS.map((c) => [`& .SchemaCell-chip-${c}`, { backgroundColor: palette[c].main, color: palette[c].contrastText }]));
  return {
    position: 'relative',
    '& .SchemaTable-scroll': {
      overflow: 'auto',
      maxHeight: SCROLL_MAX_HEIGHT.wide,
      minHeight: 120,
      [theme.breakpoints.down('md')]: { maxHeight: SCROLL_MAX_HEIGHT.narrow },
      '&:focus-visible': focusRing,
    },
    '& table': { width: '100%', borderCollapse: 'separate', borderSpacing: 0, ...theme.typography.body2 },
    '& th, & td': {
      // 12 px each side, not MUI's 16: nine columns and a row's actions fit 1440 px also in Arabic
      padding: '6px 12px',
      borderBottom: `1px solid ${divider}`,
      textAlign: 'start',
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
      color: palette.text.primary,
    },
    '&.SchemaTable-compact th, &.SchemaTable-compact td': { paddingTop: 2, paddingBottom: 2 },
    // the header stays on top of the rows it names while they scroll
    '& th': {
      position: 'sticky',
      top: 0,
      zIndex: 2,
      backgroundColor: palette.background.paper,
      fontWeight: theme.typography.fontWeightMedium,
      lineHeight: '1.5rem',
    },
    '& .SchemaTable-right': { textAlign: 'end' },
    '& .SchemaTable-check': { width: 24, padding: '0 8px', '& > *': { padding: 0 } },
    '& tbody tr': { cursor: 'pointer', '&:hover': { backgroundColor: palette.action.hover } },
    // records with no page of their own (the trash's entries): a row opens nothing
    '&.SchemaTable-noPages tbody tr': { cursor: 'default' },
    '& tbody tr.SchemaTable-selected': {
      backgroundColor: alpha(palette.primary.main, palette.action.selectedOpacity),
      '&:hover': { backgroundColor: alpha(palette.primary.main, palette.action.selectedOpacity + palette.action.hoverOpacity) },
    },
    '@keyframes SchemaTable-highlight': { from: { backgroundColor: alpha(palette.warning.main, 0.35) }, to: { backgroundColor: 'transparent' } },
    '& tbody tr.SchemaTable-highlight': { animation: 'SchemaTable-highlight 3s ease-out' },
    '& button.SchemaTable-sort': {
      font: 'inherit',
      color: 'inherit',
      background: 'none',
      border: 0,
      margin: 0,
      padding: 0,
      cursor: 'pointer',
      display: 'inline-flex',
      alignItems: 'center',
      '& .SchemaTable-sortIcon': { width: 18, height: 18, margin: '0 4px', fill: 'currentColor', opacity: 0, transition: 'opacity 150ms, transform 150ms' },
      '&:hover .SchemaTable-sortIcon, &:focus-visible .SchemaTable-sortIcon': { opacity: 0.5 },
      '&:focus-visible': focusRing,
      '&.SchemaTable-sorted .SchemaTable-sortIcon': { opacity: 1 },
      '&.SchemaTable-asc .SchemaTable-sortIcon': { transform: 'rotate(180deg)' },
    },
    '& .SchemaCell-chip': {
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      padding: '0 8px',
      borderRadius: 12,
      fontSize: theme.typography.pxToRem(13),
      lineHeight: 1,
      whiteSpace: 'nowrap',
      backgroundColor: palette.action.selected,
      color: palette.text.primary,
    },
    ...chips,
    '& a.SchemaCell-link, & a.SchemaCell-title': {
      color: primaryTextOf(theme),
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': focusRing,
    },
    '& a.SchemaCell-title': { fontWeight: theme.typography.fontWeightMedium },
    '& .SchemaCell-missing, & .SchemaCell-no': { color: palette.text.disabled },
    '& .SchemaCell-yes': { color: palette.success.main, fontWeight: 700 },
    '& .SchemaCell-actions': { display: 'inline-flex', alignItems: 'center', gap: 4, verticalAlign: 'middle' },
    '& img.SchemaCell-image': { display: 'block', maxHeight: 40, maxWidth: 80, objectFit: 'cover', borderRadius: 4 },
    '& .SchemaCell-pending': {
      display: 'inline-block',
      width: '4em',
      height: '0.8em',
      borderRadius: 4,
      backgroundColor: palette.action.hover,
      verticalAlign: 'middle',
    },
  };
});
