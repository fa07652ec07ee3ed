/**
 * One field of the fields table: its name (renamed from a dialog), kind, required and unique,
 * filter, where it is shown, and the buttons that move and remove it; its options unfold below.
 * Each control is labelled with the field's name, and its error (from the last save) is beside it.
 */
import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { ALL_VIEWS, FIELD_KINDS, FILTER_KINDS, fieldViews, type FieldDef, type FieldKind, type FilterKind, type View } from '../../../resources/define';
import type { Declaration } from '../../../resources/declarations';
import type { Registry } from '../../../resources/registry';
import { setFieldOptions } from './draftEdits';
import { inputId } from './errorPaths';
import { FieldOptions } from './FieldOptions';

/** The table's columns, for the unfolded options' cell. */
export const FIELD_COLUMNS = 8;

export interface FieldRowProps {
  name: string;
  field: FieldDef;
  index: number;
  count: number;
  draft: Declaration;
  /** A built-in resource's own fields (its custom fields' conditions may name them). */
  baseFields?: Readonly<Record<string, FieldDef>>;
  errors: Readonly<Record<string, string>>;
  registry: Registry;
  open: boolean;
  records?: number;
  onToggle(): void;
  onRename(): void;
  onRemove(): void;
  onMove(delta: -1 | 1): void;
  /** Another kind chosen (the table keeps what the change sets aside). */
  onKindChange(kind: FieldKind): void;
  edit(change: (d: Declaration) => Declaration): void;
}

const cellSx = { verticalAlign: 'middle', py: 1 } as const;

export function FieldRow({
  name,
  field,
  index,
  count,
  draft,
  baseFields,
  errors,
  registry,
  open,
  records,
  onToggle,
  onRename,
  onRemove,
  onMove,
  onKindChange,
  edit,
}: FieldRowProps) {
  const translate = useTranslate();
  const isId = field.kind === 'id';
  const optionsId = inputId(`fields.${name}-options`);
  const views = fieldViews(field);
  const helper = (option: string) => errors[option] && <FormHelperText error>{errors[option]}</FormHelperText>;
  return (
    <Fragment>
      <TableRow id={inputId(`fields.${name}`)} tabIndex={-1} sx={{ '& > td': { borderBottom: open ? 0 : undefined } }} data-field={name}>
        <TableCell sx={cellSx} padding="checkbox">
          <IconButton
            size="small"
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={open ? optionsId : undefined}
            aria-label={translate(open ? 'app.designer.fields.hide_options' : 'app.designer.fields.show_options', { name })}
          >
            {open ? <ExpandLess /> : <ExpandMore />}
          </IconButton>
        </TableCell>
        <TableCell sx={cellSx}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
            <Box component="code" dir="ltr" sx={{ fontWeight: 600 }}>
              {name}
            </Box>
            {!isId && (
              <Tooltip title={translate('app.designer.fields.rename_title', { name })}>
                <IconButton size="small" onClick={onRename} aria-label={translate('app.designer.fields.rename_title', { name })}>
                  <DriveFileRenameOutline fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
          {field.renamedFrom && (
            <Chip size="small" variant="outlined" sx={{ mt: 0.5 }} label={translate('app.designer.fields.renamed_from', { from: field.renamedFrom })} />
          )}
          {helper('')}
        </TableCell>
        <TableCell sx={cellSx}>
          {isId ? (
            translate('app.designer.kinds.id')
          ) : (
            <Select
              size="small"
              value={field.kind}
              id={inputId(`fields.${name}.kind`)}
              error={!!errors.kind}
              sx={{ minWidth: 150 }}
              inputProps={{ 'aria-label': translate('app.designer.fields.kind_of', { name }) }}
              onChange={(e) => onKindChange(e.target.value as FieldKind)}
            >
              {FIELD_KINDS.filter((k) => k !== 'id').map((k) => (
                <MenuItem key={k} value={k}>
                  {translate(`app.designer.kinds.${k}`)}
                </MenuItem>
              ))}
            </Select>
          )}
          {helper('kind')}
        </TableCell>
        {(['required', 'unique'] as const).map((option) => (
          <TableCell key={option} sx={cellSx} padding="checkbox" align="center">
            {!isId && (
              <Checkbox
                checked={!!field[option]}
                id={inputId(`fields.${name}.${option}`)}
                onChange={(e) => edit((d) => setFieldOptions(d, name, { [option]: e.target.checked || undefined }))}
                slotProps={{ input: { 'aria-label': translate(`app.designer.fields.${option}_of`, { name }) } }}
              />
            )}
            {helper(option)}
          </TableCell>
        ))}
        <TableCell sx={cellSx}>
          {!isId && (
            <Select
              size="small"
              value={field.filter ?? ''}
              displayEmpty
              id={inputId(`fields.${name}.filter`)}
              error={!!errors.filter}
              sx={{ minWidth: 150 }}
              inputProps={{ 'aria-label': translate('app.designer.fields.filter_of', { name }) }}
              onChange={(e) => edit((d) => setFieldOptions(d, name, { filter: (e.target.value as FilterKind) || undefined }))}
            >
              <MenuItem value="">{translate('app.designer.filters.none')}</MenuItem>
              {FILTER_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {translate(`app.designer.filters.${k}`)}
                </MenuItem>
              ))}
            </Select>
          )}
          {helper('filter')}
        </TableCell>
        <TableCell sx={cellSx}>
          <Select
            size="small"
            multiple
            value={[...views]}
            id={inputId(`fields.${name}.views`)}
            error={!!errors.views}
            sx={{ minWidth: 150, maxWidth: 220 }}
            inputProps={{ 'aria-label': translate('app.designer.fields.views_of', { name }) }}
            renderValue={(picked) =>
              picked.length === ALL_VIEWS.length ? translate('app.designer.views.all') : picked.map((v) => translate(`app.designer.views.${v}`)).join(', ')
            }
            onChange={(e) => {
              const picked = (typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value) as View[];
              const ordered = ALL_VIEWS.filter((v) => picked.includes(v));
              edit((d) => setFieldOptions(d, name, { views: ordered.length === ALL_VIEWS.length ? undefined : ordered }));
            }}
          >
            {ALL_VIEWS.map((v) => (
              <MenuItem key={v} value={v}>
                <Checkbox size="small" checked={views.includes(v)} />
                <ListItemText primary={translate(`app.designer.views.${v}`)} />
              </MenuItem>
            ))}
          </Select>
          {helper('views')}
        </TableCell>
        <TableCell sx={{ ...cellSx, whiteSpace: 'nowrap' }} align="right">
          <IconButton size="small" disabled={index === 0} onClick={() => onMove(-1)} aria-label={translate('app.designer.fields.up', { name })}>
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton size="small" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={translate('app.designer.fields.down', { name })}>
            <ArrowDownward fontSize="small" />
          </IconButton>
          {!isId && (
            <IconButton size="small" onClick={onRemove} aria-label={translate('app.designer.fields.remove', { name })}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          )}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={FIELD_COLUMNS} sx={{ py: 0, ...(open ? {} : { borderBottom: 0 }) }}>
          <Collapse in={open} unmountOnExit>
            <Box id={optionsId} role="region" aria-label={translate('app.designer.fields.options_of', { name })} sx={{ paddingInlineStart: 6, pb: 2 }}>
              <FieldOptions name={name} field={field} draft={draft} baseFields={baseFields} errors={errors} registry={registry} records={records} edit={edit} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}
