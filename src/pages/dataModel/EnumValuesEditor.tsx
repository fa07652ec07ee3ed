/**
 * An enum's values, in order, each with its chip colour: added, renamed (its labels and the
 * conditions naming it follow), recoloured, moved up or down, removed.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import { CHIP_COLORS, type ChipColor } from '../../../resources/define';
import { CommittedText } from './inputs';
import { inputId } from './errorPaths';

/** What an enum value may be: a word the API and the address carry as it is. */
const VALUE = /^[\w-]+$/;

export interface EnumValuesEditorProps {
  field: string;
  values: Readonly<Record<string, ChipColor>>;
  error?: string;
  onChange(values: [string, ChipColor][], renamed?: { from: string; to: string }): void;
}

export function ColourSwatch({ color }: { color: ChipColor }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: '50%',
        marginInlineEnd: 1,
        verticalAlign: 'middle',
        bgcolor: color === 'default' ? 'action.disabled' : `${color}.main`,
      }}
    />
  );
}

export function EnumValuesEditor({ field, values, error, onChange }: EnumValuesEditorProps) {
  const translate = useTranslate();
  const entries = Object.entries(values) as [string, ChipColor][];
  const [added, setAdded] = useState('');
  const [problem, setProblem] = useState<string>();
  const check = (v: string, except?: string) => {
    if (!VALUE.test(v)) return translate('app.designer.enum.bad_value');
    if (v !== except && v in values) return translate('app.designer.enum.duplicate', { value: v });
    return undefined;
  };
  const add = () => {
    const v = added.trim();
    const p = check(v);
    setProblem(p);
    if (p) return;
    onChange([...entries, [v, 'default']]);
    setAdded('');
  };
  const move = (i: number, delta: -1 | 1) => {
    const next = [...entries];
    [next[i], next[i + delta]] = [next[i + delta], next[i]];
    onChange(next);
  };
  return (
    <Box component="fieldset" id={inputId(`fields.${field}.values`)} tabIndex={-1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {translate('app.designer.options.values')}
      </Typography>
      {entries.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.designer.enum.none')}
        </Typography>
      )}
      {entries.map(([value, color], i) => (
        <Box key={value} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <CommittedText
            label={translate('app.designer.enum.value')}
            value={value}
            sx={{ width: 160 }}
            onCommit={(next) => {
              const v = next.trim();
              if (check(v, value)) return;
              onChange(
                entries.map(([k, c]) => [k === value ? v : k, c]),
                { from: value, to: v },
              );
            }}
          />
          <Select
            size="small"
            value={color}
            sx={{ minWidth: 170 }}
            inputProps={{ 'aria-label': translate('app.designer.enum.colour_of', { value }) }}
            onChange={(e) => onChange(entries.map(([k, c]) => [k, k === value ? (e.target.value as ChipColor) : c]))}
          >
            {CHIP_COLORS.map((c) => (
              <MenuItem key={c} value={c}>
                <ColourSwatch color={c} />
                {translate(`app.designer.colors.${c}`)}
              </MenuItem>
            ))}
          </Select>
          <IconButton size="small" disabled={i === 0} onClick={() => move(i, -1)} aria-label={translate('app.designer.enum.up', { value })}>
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton size="small" disabled={i === entries.length - 1} onClick={() => move(i, 1)} aria-label={translate('app.designer.enum.down', { value })}>
            <ArrowDownward fontSize="small" />
          </IconButton>
          <IconButton size="small" onClick={() => onChange(entries.filter(([k]) => k !== value))} aria-label={translate('app.designer.enum.remove', { value })}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <TextField
          size="small"
          fullWidth={false}
          margin="none"
          label={translate('app.designer.enum.new_value')}
          value={added}
          error={!!problem}
          helperText={problem}
          sx={{ width: 160 }}
          onChange={(e) => setAdded(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button startIcon={<Add />} onClick={add} disabled={!added.trim()} sx={{ mt: 0.25 }}>
          {translate('app.designer.enum.add')}
        </Button>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
