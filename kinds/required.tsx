/**
 * An input shows that it must be filled (the label's asterisk, `aria-required` on the control) when
 * its field is required, and a field required under a condition (`requiredWhen`: CONTRACT §2.4)
 * exactly while the form's values satisfy it (resources/rules.ts, what the form's validator and the
 * server check). Every kind's input goes through here (kinds/ui.ts), so a create or edit form, a
 * transition's and a record action's fields all show it.
 */
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { Validator } from 'react-admin';
import type { FieldDef } from '../resources/define';
import { isRequiredWhen } from '../resources/rules';
import type { KindContext, KindUi } from './types';

/**
 * react-admin draws the asterisk for a validator flagged `isRequired`; this one judges nothing (the
 * form's validator says what is missing, with the same rule as the server), it only marks the input.
 */
export const REQUIRED_MARK: Validator = Object.assign(() => undefined, { isRequired: true });

const isMarked = (validate: Validator[] | undefined) => !!validate?.some((v) => (v as Validator & { isRequired?: boolean }).isRequired);

/** The controls a screen reader announces for the field (not MUI's hidden native input of a select). */
const CONTROLS = 'input:not([type="hidden"]):not([aria-hidden="true"]), textarea:not([aria-hidden="true"]), [role="combobox"]';

/** Sets `aria-required` on the controls inside (react-admin's inputs draw the asterisk only): a box that takes no room in the layout. */
export function AriaRequired({ required, children }: { required: boolean; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelectorAll(CONTROLS).forEach((el) => (required ? el.setAttribute('aria-required', 'true') : el.removeAttribute('aria-required')));
  });
  return (
    <div ref={box} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** The names a field's conditions read: it is re-judged when one of them changes. */
const conditionFields = (field: FieldDef) => [...new Set([...Object.keys(field.requiredWhen ?? {}), ...Object.keys(field.visibleWhen ?? {})])];

function RequiredWhenInput({ ctx, input }: { ctx: KindContext; input: (ctx: KindContext) => ReactElement | null }) {
  const on = conditionFields(ctx.field);
  const values = useWatch({ name: on }) as unknown[];
  const record = { ...ctx.state, ...Object.fromEntries(on.map((name, i) => [name, values[i] ?? ctx.state?.[name]])) };
  const required = isRequiredWhen(ctx.field, record);
  const validate = required && !isMarked(ctx.validate) ? [...(ctx.validate ?? []), REQUIRED_MARK] : ctx.validate;
  return <AriaRequired required={required || isMarked(ctx.validate)}>{input({ ...ctx, validate })}</AriaRequired>;
}

/** The kind's input, marked required as its field is (always, or while its condition holds). */
export function withRequiredMark(ui: KindUi): KindUi {
  return {
    ...ui,
    input: (ctx) => {
      const element = ui.input(ctx);
      if (!element) return null;
      if (ctx.field.requiredWhen) return <RequiredWhenInput key={ctx.name} ctx={ctx} input={ui.input} />;
      return isMarked(ctx.validate) ? (
        <AriaRequired key={ctx.name} required>
          {element}
        </AriaRequired>
      ) : (
        element
      );
    },
  };
}
