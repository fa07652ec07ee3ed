/**
 * The styles of the list rows and cells (src/schema/FastDatagridRow.tsx, src/schema/cells.tsx), on
 * the Datagrid root: computed once per list instead of once per cell. They follow MUI's TableRow
 * and small TableCell, small filled Chip, small text Button and Link, with the theme's accessible
 * primary text colour.
 */
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/system';

const CHIP_COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

export function cellStyles(theme: Theme, primaryText: string): CSSObject {
  const chips: CSSObject = {};
  for (const c of CHIP_COLORS) chips[`& .AppCell-chip-${c}`] = { backgroundColor: theme.palette[c].main, color: theme.palette[c].contrastText };
  const focusRing = { outline: '2px solid currentColor', outlineOffset: -2 };
  const divider = theme.palette.mode === 'light' ? lighten(alpha(theme.palette.divider, 1), 0.88) : darken(alpha(theme.palette.divider, 1), 0.68);
  const { primary, action } = theme.palette;
  return {
    // MUI TableRow (hover, selected) and small body TableCell (incl. the checkbox column)
    '& tr.RaDatagrid-row': {
      color: 'inherit',
      display: 'table-row',
      verticalAlign: 'middle',
      outline: 0,
      '&.MuiTableRow-hover:hover': { backgroundColor: action.hover },
      '&.Mui-selected': {
        backgroundColor: alpha(primary.main, action.selectedOpacity),
        '&:hover': { backgroundColor: alpha(primary.main, action.selectedOpacity + action.hoverOpacity) },
      },
    },
    // MUI's small TableCell, body and head (src/schema/ListHeader.tsx)
    '& td.AppRow-td, & th.AppRow-th': {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${divider}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: theme.palette.text.primary,
      '&.AppRow-right': { textAlign: 'right', flexDirection: 'row-reverse' },
      '&.AppRow-center': { textAlign: 'center' },
      // MUI's small checkbox cell (TableCell size="small" padding="checkbox"), with react-admin's theme padding
      '&.AppRow-checkbox': { width: 24, padding: '0 8px', '& > *': { padding: 0 } },
    },
    '& th.AppRow-th': { fontWeight: theme.typography.fontWeightMedium, lineHeight: '1.5rem' },
    // MUI's TableSortLabel as a plain button (src/schema/ListHeader.tsx)
    '& button.AppSort': {
      font: 'inherit',
      color: 'inherit',
      background: 'none',
      border: 0,
      margin: 0,
      padding: 0,
      cursor: 'pointer',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'flex-start',
      flexDirection: 'inherit',
      textAlign: 'inherit',
      '& .AppSort-icon': {
        width: 18,
        height: 18,
        flexShrink: 0,
        margin: '0 4px',
        fill: 'currentColor',
        opacity: 0,
        transition: theme.transitions.create(['opacity', 'transform'], { duration: theme.transitions.duration.shorter }),
      },
      '&:hover, &:focus-visible': { color: theme.palette.text.secondary, '& .AppSort-icon': { opacity: 0.5 } },
      '&:focus-visible': focusRing,
      '&.AppSort-active': { color: theme.palette.text.primary, '& .AppSort-icon': { opacity: 1, color: theme.palette.text.secondary } },
      '&.AppSort-asc .AppSort-icon': { transform: 'rotate(180deg)' },
    },
    '& .AppCell-chip': {
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      maxWidth: '100%',
      padding: '0 8px',
      borderRadius: 12,
      fontSize: theme.typography.pxToRem(13),
      lineHeight: 1,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      verticalAlign: 'middle',
      color: theme.palette.text.primary,
      backgroundColor: theme.palette.action.selected,
    },
    ...chips,
    '& img.AppCell-image': { display: 'block', maxHeight: 40, maxWidth: 80, objectFit: 'cover', borderRadius: 4 },
    '& .AppCell-icon': { width: '1.25rem', height: '1.25rem', verticalAlign: 'middle', flexShrink: 0 },
    '& a.AppCell-link': { color: primaryText, textDecoration: 'none', '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
    '& .AppCell-missing': { color: theme.palette.text.secondary },
    '& .AppCell-pending': {
      display: 'inline-block',
      width: '4em',
      height: '0.8em',
      borderRadius: 4,
      backgroundColor: theme.palette.action.hover,
      verticalAlign: 'middle',
    },
    '& a.AppCell-rowLink': {
      ...theme.typography.button,
      display: 'inline-flex',
      alignItems: 'center',
      gap: 8,
      minWidth: 64,
      padding: '4px 5px',
      borderRadius: theme.shape.borderRadius,
      fontSize: theme.typography.pxToRem(13),
      color: primaryText,
      textDecoration: 'none',
      '& img.AppCell-image': { display: 'block', maxHeight: 40, maxWidth: 80, objectFit: 'cover', borderRadius: 4 },
      '& .AppCell-icon': { width: 18, height: 18 },
      '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
      '&:focus-visible': focusRing,
    },
  };
}
