/**
 * A record's actions that are not edits (CONTRACT §2.4): each creates a record of another resource
 * — its fields filled from this record (a command to a pile's cabinet: its `cabinetId` from the
 * pile's), values it always sets (a command's type), the fields the user is asked for — behind its own right (`<CODE>:action:<name>`) or a
 * further code, with an icon. Its button's words are its label (the labels tab). On a built-in
 * resource: the actions it adds beside its own.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { IconName, RecordActionDef, ResourceDef } from '../../../resources/define';
import type { Declaration } from '../../../resources/declarations';
import type { Registry } from '../../../resources/registry';
import { rightCode } from '../../../resources/rights';
import { enumLabel } from '../../schema/labels';
import { fieldChoices, registeredFieldChoices, resourceChoices } from './choices';
import { isReference } from '../../../kinds/reference';
import { FIELD_NAME, isExtension } from './draftEdits';
import { inputId, settingError } from './errorPaths';
import { AddByName, choiceItems, CommittedText, NamesPicker, RemoveButton, SelectOption } from './inputs';
import { IconPicker } from './pickers';
import type { PathErrors } from './refusal';
import { actionsOf, addRecordAction, removeRecordAction, renameRecordAction, setRecordAction } from './structureEdits';

export interface ActionsEditorProps {
  draft: Declaration;
  base?: ResourceDef;
  errors: PathErrors;
  registry: Registry;
  edit(change: (d: Declaration) => Declaration): void;
}

const row = { display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' } as const;

/** What a new action of `creates` fills in from a record of `name`: each of its references to `name` with the record's id. */
export function prefillFor(creates: ResourceDef, name: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(creates.fields)
      .filter(([, f]) => isReference(f) && f.to === name)
      .map(([n]) => [n, 'id']),
  );
}

export function ActionsEditor({ draft, base, errors, registry, edit }: ActionsEditorProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [creates, setCreates] = useState('');
  const actions = actionsOf(draft);
  const own = Object.keys(base?.recordActions ?? {});
  const resources = resourceChoices(registry, translate);
  const code = (isExtension(draft) ? base?.privilege : (draft as ResourceDef).privilege) ?? '';
  const err = (path: string) => {
    const e = settingError(errors, path);
    return e ? { error: true, helperText: e } : {};
  };
  const mine = fieldChoices(draft.fields, locale, draft);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 1, maxWidth: 1000 }}>
      <Typography color="text.secondary">{translate('app.designer.actions.intro')}</Typography>
      {!!own.length && (
        <Typography variant="body2">{translate('app.designer.actions.built_in', { names: own.join(translate('app.designer.list_separator')) })}</Typography>
      )}
      {!Object.keys(actions).length && <Typography>{translate('app.designer.actions.none_yet')}</Typography>}
      {Object.entries(actions).map(([name, a]) => {
        const path = `recordActions.${name}`;
        const target = registry.byName(a.creates);
        const theirs = target ? registeredFieldChoices(target, translate, (f) => f.kind !== 'id' && !f.readOnly && !f.computed) : [];
        const set = (patch: Partial<Record<keyof RecordActionDef, unknown>>) =>
          edit((d) => setRecordAction(d, name, patch as Parameters<typeof setRecordAction>[2]));
        const prefill = Object.entries(a.prefill);
        const preset = Object.entries(a.preset ?? {});
        const unfilled = theirs.filter((c) => !(c.value in a.prefill) && !(c.value in (a.preset ?? {})));
        const unset = unfilled.filter((c) => !(a.asks ?? []).includes(c.value));
        const setPreset = (next: [string, string][]) => set({ preset: next.length ? Object.fromEntries(next) : undefined });
        return (
          <Paper key={name} variant="outlined" component="section" aria-label={translate('app.designer.actions.action', { name })} sx={{ p: 2 }}>
            <Box sx={{ ...row, mb: 2 }}>
              <CommittedText
                id={inputId(`${path}.name`)}
                label={translate('app.designer.actions.name')}
                value={name}
                onCommit={(to) => FIELD_NAME.test(to) && !own.includes(to) && edit((d) => renameRecordAction(d, name, to))}
                slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
                sx={{ width: 180 }}
                {...err(path)}
              />
              <SelectOption
                id={inputId(`${path}.creates`)}
                label={translate('app.designer.actions.creates')}
                value={resources.some((r) => r.value === a.creates) ? a.creates : ''}
                onChange={(e) => {
                  const next = registry.byName(e.target.value);
                  if (next) set({ creates: next.name, prefill: prefillFor(next, draft.name), asks: undefined, preset: undefined });
                }}
                sx={{ minWidth: 220 }}
                {...err(`${path}.creates`)}
              >
                {choiceItems(resources)}
              </SelectOption>
              <NamesPicker
                id={inputId(`${path}.asks`)}
                label={translate('app.designer.actions.asks')}
                value={a.asks ?? []}
                options={unfilled}
                onValue={(asks) => set({ asks: asks.length ? asks : undefined })}
                sx={{ minWidth: 220 }}
                {...(settingError(errors, `${path}.asks`) ? err(`${path}.asks`) : { helperText: translate('app.designer.actions.asks_hint') })}
              />
              <Box sx={{ flex: 1 }} />
              <RemoveButton label={translate('app.designer.actions.remove', { name })} onClick={() => edit((d) => removeRecordAction(d, name))} />
            </Box>
            <Box sx={{ ...row, mb: 2 }}>
              <TextField
                size="small"
                margin="none"
                fullWidth={false}
                id={inputId(`${path}.privilege`)}
                label={translate('app.designer.actions.privilege')}
                value={a.privilege ?? ''}
                onChange={(e) => set({ privilege: e.target.value.toUpperCase() || undefined })}
                slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
                sx={{ minWidth: 260 }}
                {...(settingError(errors, `${path}.privilege`)
                  ? err(`${path}.privilege`)
                  : { helperText: translate('app.designer.actions.right', { code: rightCode(code, 'action', name) }) })}
              />
              <IconPicker
                size="small"
                fullWidth={false}
                margin="none"
                id={inputId(`${path}.icon`)}
                label={translate('app.designer.actions.icon')}
                value={(a.icon ?? '') as IconName}
                onValue={(icon) => set({ icon })}
                sx={{ minWidth: 200 }}
              />
            </Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {translate('app.designer.actions.prefill')}
            </Typography>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              {prefill.map(([field, from]) => (
                <Box key={field} sx={{ ...row, alignItems: 'center' }}>
                  <Typography sx={{ minWidth: 200 }}>{theirs.find((c) => c.value === field)?.label ?? field}</Typography>
                  <SelectOption
                    id={inputId(`${path}.prefill.${field}`)}
                    label={translate('app.designer.actions.from_field')}
                    value={from}
                    onChange={(e) => set({ prefill: { ...a.prefill, [field]: e.target.value } })}
                    sx={{ minWidth: 220 }}
                    {...err(`${path}.prefill.${field}`)}
                  >
                    {choiceItems(mine)}
                  </SelectOption>
                  <RemoveButton
                    clear
                    label={translate('app.designer.actions.unfill', { name: field })}
                    onClick={() => set({ prefill: Object.fromEntries(prefill.filter(([k]) => k !== field)) })}
                  />
                </Box>
              ))}
              {!!unfilled.length && (
                <SelectOption
                  id={inputId(`${path}.prefill.new`)}
                  label={translate('app.designer.actions.fill')}
                  value=""
                  onChange={(e) => set({ prefill: { ...a.prefill, [e.target.value]: 'id' } })}
                  sx={{ minWidth: 260, alignSelf: 'flex-start' }}
                >
                  {choiceItems(unfilled)}
                </SelectOption>
              )}
            </Box>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
              {translate('app.designer.actions.preset')}
            </Typography>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              {preset.map(([field, value]) => {
                const f = target?.fields[field];
                const values = f?.kind === 'enum' ? Object.keys(f.values) : undefined;
                const label = theirs.find((c) => c.value === field)?.label ?? field;
                const change = (v: string) => setPreset(preset.map(([k, old]) => [k, k === field ? v : old]));
                return (
                  <Box key={field} sx={{ ...row, alignItems: 'center' }}>
                    <Typography sx={{ minWidth: 200 }}>{label}</Typography>
                    {values ? (
                      <SelectOption
                        id={inputId(`${path}.preset.${field}`)}
                        label={translate('app.designer.actions.preset_value')}
                        value={values.includes(value) ? value : ''}
                        onChange={(e) => change(e.target.value)}
                        sx={{ minWidth: 220 }}
                        {...err(`${path}.preset.${field}`)}
                      >
                        {choiceItems(values.map((v) => ({ value: v, label: translate(enumLabel({ name: a.creates }, field, v), { _: v }) })))}
                      </SelectOption>
                    ) : (
                      <CommittedText
                        id={inputId(`${path}.preset.${field}`)}
                        label={translate('app.designer.actions.preset_value')}
                        value={value}
                        onCommit={change}
                        sx={{ minWidth: 220 }}
                        {...err(`${path}.preset.${field}`)}
                      />
                    )}
                    <RemoveButton
                      clear
                      label={translate('app.designer.actions.unpreset', { name: label })}
                      onClick={() => setPreset(preset.filter(([k]) => k !== field))}
                    />
                  </Box>
                );
              })}
              {!!unset.length && (
                <SelectOption
                  id={inputId(`${path}.preset.new`)}
                  label={translate('app.designer.actions.preset_add')}
                  value=""
                  onChange={(e) => {
                    const f = target?.fields[e.target.value];
                    setPreset([...preset, [e.target.value, f?.kind === 'enum' ? (Object.keys(f.values)[0] ?? '') : '']]);
                  }}
                  sx={{ minWidth: 260, alignSelf: 'flex-start' }}
                >
                  {choiceItems(unset)}
                </SelectOption>
              )}
            </Box>
          </Paper>
        );
      })}
      <AddByName
        id="dm-new-action"
        label={translate('app.designer.actions.new_name')}
        add={translate('app.designer.actions.add')}
        taken={(name) => name in actions || own.includes(name)}
        ready={!!registry.byName(creates)}
        onAdd={(name) => {
          const target = registry.byName(creates);
          if (target) edit((d) => setRecordAction(addRecordAction(d, name, creates), name, { prefill: prefillFor(target, d.name) }));
        }}
      >
        <SelectOption
          id="dm-new-action-creates"
          label={translate('app.designer.actions.creates')}
          value={creates}
          onChange={(e) => setCreates(e.target.value)}
          sx={{ minWidth: 220 }}
        >
          {choiceItems(resources)}
        </SelectOption>
      </AddByName>
    </Box>
  );
}
