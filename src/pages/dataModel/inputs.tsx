/** Small inputs the editor's panels share (as wide as their content, not the form's full width that react-admin's theme gives inputs): a number typed freely (kept as text until it reads as one), a text committed on leaving it. */
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { FIELD_NAME } from './draftEdits';

type Base = Omit<TextFieldProps, 'value' | 'onChange' | 'type'>;

/** A number option: empty is "none" (undefined); what is not yet a number ("-", "1e") stays typed but is not taken. */
export function NumberOption({ value, onValue, ...props }: Base & { value: number | undefined; onValue: (v: number | undefined) => void }) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [shown, setShown] = useState(value);
  // the draft changed from elsewhere (a revert): show its value
  if (shown !== value) {
    setShown(value);
    if (Number(text) !== value || text === '') setText(value === undefined ? '' : String(value));
  }
  return (
    <TextField
      fullWidth={false}
      margin="none"
      {...props}
      type="number"
      size="small"
      value={text}
      onChange={(e) => {
        const t = e.target.value;
        setText(t);
        if (t.trim() === '') {
          setShown(undefined);
          onValue(undefined);
        } else if (Number.isFinite(Number(t))) {
          setShown(Number(t));
          onValue(Number(t));
        }
      }}
    />
  );
}

/** A text taken when the user leaves it or presses Enter (a name: every keystroke would rename). */
export function CommittedText({ value, onCommit, ...props }: Base & { value: string; onCommit: (v: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const commit = () => {
    if (text !== value) onCommit(text);
  };
  return (
    <TextField
      fullWidth={false}
      margin="none"
      {...props}
      size="small"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}

/** A choice among a few (MUI's select text field), as wide as its content. */
export function SelectOption({ children, ...props }: Omit<TextFieldProps, 'select'>) {
  return (
    <TextField select size="small" fullWidth={false} margin="none" {...props}>
      {children}
    </TextField>
  );
}

/** One of a fixed list, or none (the first entry says what none means): a mask, a unit, the field a list sorts by. */
export function OptionalChoice<T extends string>({
  value,
  none,
  choices,
  onValue,
  ...props
}: Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  value: T | undefined;
  none: string;
  choices: readonly { value: T; label: string }[];
  onValue: (value: T | undefined) => void;
}) {
  return (
    <SelectOption value={value ?? ''} onChange={(e) => onValue((e.target.value || undefined) as T | undefined)} {...props}>
      <MenuItem value="">{none}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </SelectOption>
  );
}

/**
 * Several names picked from a list (MUI's multiple select, a check box per option): the value keeps the order they were
 * picked in (a section's fields, a list's columns), shown as that list.
 */
export function NamesPicker({
  value,
  options,
  onValue,
  ...props
}: Omit<TextFieldProps, 'select' | 'value' | 'onChange'> & {
  value: readonly string[];
  options: readonly { value: string; label: string }[];
  onValue: (names: string[]) => void;
}) {
  const translate = useTranslate();
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      margin="none"
      {...props}
      value={[...value]}
      slotProps={{
        ...props.slotProps,
        select: { multiple: true, renderValue: (picked) => (picked as string[]).map(labelOf).join(translate('app.designer.list_separator')) },
      }}
      onChange={(e) => {
        const v = e.target.value as unknown as string[] | string;
        onValue(typeof v === 'string' ? v.split(',').filter(Boolean) : v);
      }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          <Checkbox size="small" checked={value.includes(o.value)} />
          <ListItemText primary={o.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The remove button of an item of a list the editor holds (a transition, a section, a related table, an action): an icon, named for the item. */
export function RemoveButton({ label, onClick, clear }: { label: string; onClick: () => void; clear?: boolean }) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick}>
        {clear ? <Close /> : <DeleteOutline />}
      </IconButton>
    </Tooltip>
  );
}

/**
 * A name typed for a new item and its Add button (Enter adds too): refused, with why, when it is not a name
 * (`FIELD_NAME`) or is taken. `children` go between the name and the button (what else the new item needs).
 */
export function AddByName({
  id,
  label,
  add,
  taken,
  onAdd,
  ready = true,
  children,
}: {
  id: string;
  label: string;
  /** The button's words. */
  add: string;
  taken: (name: string) => boolean;
  onAdd: (name: string) => void;
  /** Whatever else the item needs is there (the resource an action creates). */
  ready?: boolean;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const isTaken = name !== '' && taken(name);
  const bad = name !== '' && !FIELD_NAME.test(name);
  const go = () => {
    if (!name || isTaken || bad || !ready) return;
    onAdd(name);
    setName('');
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mt: 1 }}>
      <TextField
        size="small"
        margin="none"
        fullWidth={false}
        id={id}
        label={label}
        value={name}
        onChange={(e) => setName(e.target.value.trim())}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            go();
          }
        }}
        error={isTaken || bad}
        helperText={isTaken ? translate('app.designer.fields.name_taken', { name }) : bad ? translate('app.designer.fields.bad_name') : ' '}
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
      />
      {children}
      <Button variant="outlined" startIcon={<Add />} onClick={go} disabled={!name || isTaken || bad || !ready}>
        {add}
      </Button>
    </Box>
  );
}

/** A select's options from choices (`choices.ts`): MUI's select reads its options as its direct children, hence a list, not a component. */
export const choiceItems = (choices: readonly { value: string; label: string }[]) =>
  choices.map((c) => (
    <MenuItem key={c.value} value={c.value}>
      {c.label}
    </MenuItem>
  ));
