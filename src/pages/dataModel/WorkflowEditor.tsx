/**
 * A declared resource's workflow (CONTRACT §2.4): the list-of-values field whose values are the
 * states, the state a new record starts in, and the transitions — each from some states to one,
 * the fields it asks for, the fields it stamps, whether it is destructive, and the right it needs
 * (its own, `<CODE>:transition:<name>`, and optionally a further privilege code). Its button's and
 * confirmation's words are its labels (the labels tab). A built-in resource's workflow is its own.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ResourceDef, StampDef } from '../../../resources/define';
import type { Declaration } from '../../../resources/declarations';
import { rightCode } from '../../../resources/rights';
import { fieldChoices, valueChoices } from './choices';
import { FIELD_NAME, isExtension } from './draftEdits';
import { inputId, settingError } from './errorPaths';
import { AddByName, choiceItems, CommittedText, NamesPicker, RemoveButton, SelectOption } from './inputs';
import type { PathErrors } from './refusal';
import { addTransition, removeTransition, renameTransition, setInitialState, setTransition, setWorkflowField, workflowOf } from './structureEdits';

export interface WorkflowEditorProps {
  draft: Declaration;
  errors: PathErrors;
  edit(change: (d: Declaration) => Declaration): void;
}

const row = { display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' } as const;

/** Whether a field can be stamped when a transition runs: a date or date-time (the time), or a reference to users (who ran it). */
/** A stamp of a date some days after the transition's time. */
type Later = Exclude<StampDef, string>;

const stampable = (kind: string, to?: string) => kind === 'datetime' || kind === 'date' || (kind === 'reference' && to === 'sys-users');

export function WorkflowEditor({ draft, errors, edit }: WorkflowEditorProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (isExtension(draft)) return <Typography sx={{ py: 1 }}>{translate('app.designer.workflow.built_in')}</Typography>;
  const def = draft as ResourceDef;
  const wf = workflowOf(draft);
  const enums = fieldChoices(draft.fields, locale, draft, (f) => f.kind === 'enum');
  const states = wf ? valueChoices(draft, wf.field, locale) : [];
  const asked = fieldChoices(draft.fields, locale, draft, (f, n) => f.kind !== 'id' && n !== wf?.field && !f.computed);
  const stamps = fieldChoices(draft.fields, locale, draft, (f) => stampable(f.kind, (f as { to?: string }).to));
  // a date set some days after the time: a date field, and the stored number field its days are read from
  const dated = fieldChoices(draft.fields, locale, draft, (f) => f.kind === 'date' || f.kind === 'datetime');
  const days = fieldChoices(draft.fields, locale, draft, (f) => f.kind === 'number' && !f.computed);
  const err = (path: string) => {
    const e = settingError(errors, path);
    return e ? { error: true, helperText: e } : {};
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, py: 1, maxWidth: 1000 }}>
      <Typography color="text.secondary">{translate('app.designer.workflow.intro')}</Typography>
      {!enums.length && <Alert severity="info">{translate('app.designer.workflow.no_enum')}</Alert>}
      <Box sx={row}>
        <SelectOption
          id={inputId('workflow.field')}
          label={translate('app.designer.workflow.field')}
          value={wf?.field ?? ''}
          onChange={(e) => edit((d) => setWorkflowField(d, e.target.value || undefined))}
          sx={{ minWidth: 240 }}
          {...err('workflow.field')}
        >
          <MenuItem value="">{translate('app.designer.workflow.none')}</MenuItem>
          {choiceItems(enums)}
        </SelectOption>
        {wf && (
          <SelectOption
            id={inputId('workflow.initial')}
            label={translate('app.designer.workflow.initial')}
            value={states.some((s) => s.value === wf.initial) ? wf.initial : ''}
            onChange={(e) => edit((d) => setInitialState(d, e.target.value))}
            sx={{ minWidth: 220 }}
            {...err('workflow.initial')}
          >
            {choiceItems(states)}
          </SelectOption>
        )}
      </Box>
      {wf && (
        <Box component="section" aria-labelledby="dm-workflow-transitions">
          <Typography id="dm-workflow-transitions" variant="h6" component="h2" sx={{ mb: 0.5 }}>
            {translate('app.designer.workflow.transitions')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {translate('app.designer.workflow.words_hint')}
          </Typography>
          {!Object.keys(wf.transitions).length && <Typography sx={{ mb: 2 }}>{translate('app.designer.workflow.none_yet')}</Typography>}
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {Object.entries(wf.transitions).map(([name, t]) => {
              const path = `workflow.transitions.${name}`;
              const set = (patch: Parameters<typeof setTransition>[2]) => edit((d) => setTransition(d, name, patch));
              const plain = (t.stamps ?? []).filter((x): x is string => typeof x === 'string');
              const later = (t.stamps ?? []).filter((x): x is Later => typeof x !== 'string');
              const setLater = (next: Later[]) => set({ stamps: [...plain, ...next] });
              const every = states.length > 0 && states.every((s) => t.from.includes(s.value));
              return (
                <Paper key={name} variant="outlined" component="section" aria-label={translate('app.designer.workflow.transition', { name })} sx={{ p: 2 }}>
                  <Box sx={{ ...row, mb: 2 }}>
                    <CommittedText
                      id={inputId(`${path}.name`)}
                      label={translate('app.designer.workflow.name')}
                      value={name}
                      onCommit={(to) => FIELD_NAME.test(to) && edit((d) => renameTransition(d, name, to))}
                      slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
                      sx={{ width: 180 }}
                      {...err(path)}
                    />
                    <NamesPicker
                      id={inputId(`${path}.from`)}
                      label={translate('app.designer.workflow.from')}
                      value={t.from}
                      options={states}
                      onValue={(from) => set({ from })}
                      sx={{ minWidth: 220 }}
                      {...(settingError(errors, `${path}.from`) ? err(`${path}.from`) : every ? { helperText: translate('app.designer.workflow.any') } : {})}
                    />
                    <SelectOption
                      id={inputId(`${path}.to`)}
                      label={translate('app.designer.workflow.to')}
                      value={states.some((s) => s.value === t.to) ? t.to : ''}
                      onChange={(e) => set({ to: e.target.value })}
                      sx={{ minWidth: 180 }}
                      {...err(`${path}.to`)}
                    >
                      {choiceItems(states)}
                    </SelectOption>
                    <Box sx={{ flex: 1 }} />
                    <RemoveButton label={translate('app.designer.workflow.remove', { name })} onClick={() => edit((d) => removeTransition(d, name))} />
                  </Box>
                  <Box sx={row}>
                    <NamesPicker
                      id={inputId(`${path}.asks`)}
                      label={translate('app.designer.workflow.asks')}
                      value={t.asks ?? []}
                      options={asked}
                      onValue={(asks) => set({ asks })}
                      sx={{ minWidth: 220 }}
                      {...err(`${path}.asks`)}
                    />
                    <NamesPicker
                      id={inputId(`${path}.stamps`)}
                      label={translate('app.designer.workflow.stamps')}
                      value={(t.stamps ?? []).filter((s): s is string => typeof s === 'string')}
                      options={stamps}
                      // the stamps some days after the time (a rental's due date) are kept as they are (edited below)
                      onValue={(picked) => set({ stamps: [...picked, ...later] })}
                      sx={{ minWidth: 220 }}
                      {...(settingError(errors, `${path}.stamps`) ? err(`${path}.stamps`) : { helperText: translate('app.designer.workflow.stamps_hint') })}
                    />
                    <TextField
                      size="small"
                      margin="none"
                      fullWidth={false}
                      id={inputId(`${path}.privilege`)}
                      label={translate('app.designer.workflow.privilege')}
                      value={t.privilege ?? ''}
                      onChange={(e) => set({ privilege: e.target.value.toUpperCase() || undefined })}
                      slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
                      sx={{ minWidth: 240 }}
                      {...(settingError(errors, `${path}.privilege`)
                        ? err(`${path}.privilege`)
                        : { helperText: translate('app.designer.workflow.right', { code: rightCode(def.privilege, 'transition', name) }) })}
                    />
                    <FormControlLabel
                      control={<Checkbox checked={!!t.danger} onChange={(e) => set({ danger: e.target.checked || undefined })} />}
                      label={translate('app.designer.workflow.danger')}
                    />
                  </Box>
                  {(!!later.length || (!!dated.length && !!days.length)) && (
                    <Box sx={{ ...row, mt: 2, alignItems: 'center' }} role="group" aria-label={translate('app.designer.workflow.later')}>
                      <Typography variant="body2" sx={{ minWidth: 200 }}>
                        {translate('app.designer.workflow.later')}
                      </Typography>
                      {later.map((stamp, i) => {
                        const label = dated.find((c) => c.value === stamp.field)?.label ?? stamp.field;
                        const change = (patch: Partial<Later>) => setLater(later.map((old, j) => (j === i ? { ...old, ...patch } : old)));
                        return (
                          <Box key={`${stamp.field}-${i}`} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                            <SelectOption
                              id={inputId(`${path}.stamps.${i}.field`)}
                              label={translate('app.designer.workflow.later_field')}
                              value={dated.some((c) => c.value === stamp.field) ? stamp.field : ''}
                              onChange={(e) => change({ field: e.target.value })}
                              sx={{ minWidth: 180 }}
                            >
                              {choiceItems(dated)}
                            </SelectOption>
                            <SelectOption
                              id={inputId(`${path}.stamps.${i}.addDays`)}
                              label={translate('app.designer.workflow.later_days')}
                              value={days.some((c) => c.value === stamp.addDays) ? stamp.addDays : ''}
                              onChange={(e) => change({ addDays: e.target.value })}
                              sx={{ minWidth: 180 }}
                            >
                              {choiceItems(days)}
                            </SelectOption>
                            <RemoveButton
                              clear
                              label={translate('app.designer.workflow.later_remove', { name: label })}
                              onClick={() => setLater(later.filter((_, j) => j !== i))}
                            />
                          </Box>
                        );
                      })}
                      {!!dated.length && !!days.length && (
                        <Button size="small" onClick={() => setLater([...later, { field: dated[0].value, addDays: days[0].value }])}>
                          {translate('app.designer.workflow.later_add')}
                        </Button>
                      )}
                    </Box>
                  )}
                </Paper>
              );
            })}
          </Box>
          <AddByName
            id="dm-new-transition"
            label={translate('app.designer.workflow.new_name')}
            add={translate('app.designer.workflow.add')}
            taken={(name) => name in wf.transitions}
            onAdd={(name) => edit((d) => addTransition(d, name))}
          />
        </Box>
      )}
    </Box>
  );
}
