/**
 * The generated create and edit form of a schema: its inputs, the shared validator, and a save
 * that sends only what the operation accepts (resources/writes.ts, the rules the server applies).
 * A refused save always shows why: the server's errors beside their fields, and those of fields
 * the form does not show in the notice; the first field in error is scrolled to and focused. The
 * save bar stays in view at every width.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { Button, SaveButton, SimpleForm, Toolbar, useSaveContext, useTranslate, type RaRecord } from 'react-admin';
import type { FieldDef, ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { createDefaults } from '../../resources/writes';
import { layoutSections } from '../../resources/record-layout';
import { FormSections } from './record/FormSections';
import { FIELD_INPUTS } from './fieldInputs';
import { fieldLabel } from './labels';
import { fieldsIn, formValidator, inputValidators, valuesToSave } from './fields';
import { KIND_UI } from '../../kinds/ui';

type SubmissionErrors = Record<string, unknown>;

/** Server errors of fields the form has no input for, moved into the notice (react-admin shows `root.serverError` there). */
export function withErrorsOutsideForm(
  errors: SubmissionErrors,
  shown: ReadonlySet<string>,
  describe: (field: string, message: string) => string,
  notice: (details: string) => string,
): SubmissionErrors {
  const outside = Object.entries(errors).filter(([field, message]) => field !== 'root' && !shown.has(field) && typeof message === 'string');
  if (!outside.length) return errors;
  const details = outside.map(([field, message]) => describe(field, String(message))).join('; ');
  return { ...errors, root: { serverError: notice(details) } };
}

/** After a save that was refused (by the form's rules or by the server), the first field in error, in the page's order, is scrolled to and focused. */
function FocusFirstError() {
  const { submitCount, errors } = useFormState();
  const handled = useRef(0);
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (submitCount === handled.current || !Object.keys(errors).length) return;
    handled.current = submitCount;
    const frame = requestAnimationFrame(() => {
      const form = marker.current?.closest('form');
      const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!first) return;
      first.scrollIntoView({ block: 'center' });
      first.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [submitCount, errors]);
  return <span ref={marker} hidden />;
}

/**
 * The form's save bar, sticky at the bottom of the view (a long form is saved without scrolling to its end). A page's form leads with Save; a form in a dialog (`onCancel`)
 * has every dialog's order (MUI's, as the confirmations'): Cancel, then Save at the end, in that
 * order for the eye and for Tab.
 */
function StickyToolbar({ onCancel }: { onCancel?: () => void }) {
  return (
    <Toolbar sx={{ position: 'sticky', bottom: 0, zIndex: 2, gap: 1, justifyContent: onCancel ? 'flex-end' : undefined }}>
      {onCancel && <Button label="ra.action.cancel" onClick={onCancel} />}
      <SaveButton />
    </Toolbar>
  );
}

export interface SchemaFormProps {
  def: ResourceDef;
  registry: Registry;
  mode: 'create' | 'update';
  /** Fields filled by the caller and not shown (a record action's prefilled link). */
  hidden?: readonly string[];
  /** Shows a cancel button (a form in a dialog). */
  onCancel?: () => void;
  /** Asks before leaving with unsaved changes (default); off for a form that saves nothing (the data-model screen's preview). */
  warnWhenUnsavedChanges?: boolean;
}

export function SchemaForm({ def, registry, mode, hidden, onCancel, warnWhenUnsavedChanges = true }: SchemaFormProps) {
  const view = mode === 'create' ? 'create' : 'edit';
  const fields = useMemo(() => fieldsIn(def, view).filter(([name]) => !hidden?.includes(name)), [def, view, hidden]);
  const shown = useMemo(() => new Set(fields.map(([name]) => name)), [fields]);
  const { save } = useSaveContext();
  const translate = useTranslate();
  const onSubmit = useCallback(
    async (values: Partial<RaRecord>) => {
      const errors = (await save?.(valuesToSave(def, values, mode))) as SubmissionErrors | undefined;
      if (!errors) return undefined;
      return withErrorsOutsideForm(
        errors,
        shown,
        (field, message) => `${translate(fieldLabel(def, field), { _: field })}: ${translate(message, { _: message })}`,
        (details) => translate('app.error.validation_details', { details }),
      );
    },
    [def, mode, save, shown, translate],
  );
  const sections = useMemo(() => layoutSections(def, fields, false), [def, fields]);
  const state = mode === 'create' && def.workflow ? { [def.workflow.field]: def.workflow.initial } : undefined;
  const input = (name: string, field: FieldDef) => {
    const Custom = FIELD_INPUTS[`${def.name}.${name}`];
    if (Custom) return <Custom key={name} source={name} label={fieldLabel(def, name)} />;
    return KIND_UI[field.kind].input({ def, name, field, registry, validate: inputValidators(field, mode), state });
  };
  const validate = useMemo(() => formValidator(def, mode), [def, mode]);
  const defaultValues = useMemo(() => (mode === 'create' ? createDefaults(def) : undefined), [def, mode]);
  return (
    <SimpleForm
      onSubmit={onSubmit}
      validate={validate}
      defaultValues={defaultValues}
      warnWhenUnsavedChanges={warnWhenUnsavedChanges}
      toolbar={<StickyToolbar onCancel={onCancel} />}
    >
      <FormSections def={def} sections={sections} input={input} state={state} />
      <FocusFirstError />
    </SimpleForm>
  );
}
