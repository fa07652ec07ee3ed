/**
 * A create or edit form's inputs in the record page's sections (resources/record-layout.ts): the same
 * titles, columns and spans, so staff find a field where the record page shows it. An input with
 * `visibleWhen` shows only while the values it depends on satisfy it (resources/rules.ts).
 */
import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import type { FieldDef, ResourceDef } from '../../../resources/define';
import type { LaidOutSection } from '../../../resources/record-layout';
import { isVisible } from '../../../resources/rules';
import { useSectionTitle } from './RecordSections';
import { SectionCell, SectionGrid } from './SectionGrid';

/** Draws its input only while the form's values make the field visible. */
function VisibleWhen({ field, state, children }: { field: FieldDef; state?: Record<string, unknown>; children: ReactNode }) {
  const on = Object.keys(field.visibleWhen ?? {});
  const values = useWatch({ name: on }) as unknown[];
  const record = { ...state, ...Object.fromEntries(on.map((name, i) => [name, values[i] ?? state?.[name]])) };
  return isVisible(field, record) ? <>{children}</> : null;
}

export function FormSections({
  def,
  sections,
  input,
  state,
}: {
  def: ResourceDef;
  sections: readonly LaidOutSection[];
  /** The input of one field. */
  input: (name: string, field: FieldDef) => ReactElement | null;
  /** Values the form does not hold but rules read (a new record's workflow state). */
  state?: Record<string, unknown>;
}) {
  const titleOf = useSectionTitle(def);
  return (
    <>
      {sections.map((section) => {
        const title = titleOf(section);
        return (
          <Box key={section.name ?? '_more'} component={title ? 'fieldset' : 'div'} sx={{ border: 0, p: 0, m: 0, mb: 1, minWidth: 0, width: '100%' }}>
            {title && (
              <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500, mb: 1, p: 0 }}>
                {title}
              </Typography>
            )}
            <SectionGrid columns={section.columns}>
              {section.fields.map(({ name, field, span }) => (
                <SectionCell key={name} span={span}>
                  {field.visibleWhen ? (
                    <VisibleWhen field={field} state={state}>
                      {input(name, field)}
                    </VisibleWhen>
                  ) : (
                    input(name, field)
                  )}
                </SectionCell>
              ))}
            </SectionGrid>
          </Box>
        );
      })}
    </>
  );
}
