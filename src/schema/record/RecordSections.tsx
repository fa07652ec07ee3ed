/**
 * A record page's body as its schema lays it out (resources/record-layout.ts): titled sections of fields
 * in their columns, each followed by the related tables it holds — one under the other, the record's
 * history at the foot; or as tabs (`layout.tabs`), the history the last one, drawn only when chosen,
 * the tab a user last chose for the resource kept for its next record.
 */
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Labeled, useRecordContext, useStore, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import type { LaidOutSection } from '../../../resources/record-layout';
import type { Registry } from '../../../resources/registry';
import { isVisible } from '../../../resources/rules';
import { KIND_UI } from '../../../kinds/ui';
import { sectionLabel } from '../labels';
import { RelatedTable } from './RelatedTable';
import { SectionCell, SectionGrid } from './SectionGrid';
import { HISTORY_TAB, tabIndex, tabStoreKey, tabbed, type StoredTab } from './recordPage';

/** The label of a section (the untitled one reads "More"). */
export function useSectionTitle(def: ResourceDef): (section: LaidOutSection) => string | undefined {
  const translate = useTranslate();
  return (section) => (section.name ? translate(sectionLabel(def, section.name), { _: section.name }) : undefined);
}

function SectionFields({ def, section, registry, title }: { def: ResourceDef; section: LaidOutSection; registry: Registry; title?: string }) {
  const headingId = useId();
  const record = useRecordContext();
  // a field the record's state makes irrelevant (`visibleWhen`: a fault code while nothing is faulty) is not shown
  const fields = section.fields.filter(({ field }) => !record || isVisible(field, record));
  if (!fields.length) return null;
  return (
    <Card component="section" aria-labelledby={title ? headingId : undefined} sx={{ mb: 2 }}>
      <CardContent>
        {title && (
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontSize: 16, mb: 1 }}>
            {title}
          </Typography>
        )}
        <SectionGrid columns={section.columns}>
          {fields.map(({ name, field, span }) => (
            <SectionCell key={name} span={span}>
              <Labeled>{KIND_UI[field.kind].field({ def, name, field, registry })}</Labeled>
            </SectionCell>
          ))}
        </SectionGrid>
      </CardContent>
    </Card>
  );
}

function SectionBody({ def, section, registry, title }: { def: ResourceDef; section: LaidOutSection; registry: Registry; title?: string }) {
  const headingId = useId();
  const tables = section.related.map((relation) => (
    <RelatedTable key={`${relation.resource}:${String(relation.via)}`} def={def} relation={relation} registry={registry} />
  ));
  // a titled section of related tables only (a cabinet's "Charging" section of its piles): its title over them
  if (!section.fields.length && title && tables.length)
    return (
      <Box component="section" aria-labelledby={headingId}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontSize: 16, mb: 1 }}>
          {title}
        </Typography>
        {tables}
      </Box>
    );
  return (
    <>
      <SectionFields def={def} section={section} registry={registry} title={title} />
      {tables}
    </>
  );
}

interface SectionsProps {
  def: ResourceDef;
  sections: readonly LaidOutSection[];
  registry: Registry;
  /** The record's history (RecordHistory): the last tab, or the foot of the page; none (undefined) for records only the server writes. */
  history: ReactNode;
}

function TabbedSections({ def, sections, registry, history }: SectionsProps) {
  const translate = useTranslate();
  const titleOf = useSectionTitle(def);
  const [stored, setTab] = useStore<StoredTab>(tabStoreKey(def), 0);
  // the sections' tabs, then the history's
  const tab = tabIndex(stored, sections);
  const id = useId();
  const label = (s: LaidOutSection) => titleOf(s) ?? translate('app.schema.section_more');
  const section = sections[tab];
  // only the chosen tab is drawn: the history asks for its entries when its tab is opened
  const body = section ? <SectionBody def={def} section={section} registry={registry} /> : history;
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_e, value: number) => setTab(value >= sections.length ? HISTORY_TAB : value)}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {sections.map((s, i) => (
            <Tab key={s.name ?? '_more'} label={label(s)} id={`${id}-tab-${i}`} aria-controls={`${id}-panel-${i}`} />
          ))}
          {history !== undefined && (
            <Tab
              key={HISTORY_TAB}
              label={translate('app.schema.history')}
              id={`${id}-tab-${sections.length}`}
              aria-controls={`${id}-panel-${sections.length}`}
            />
          )}
        </Tabs>
      </Box>
      <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {body}
      </div>
    </>
  );
}

export function RecordSections({ def, sections, registry, history }: SectionsProps) {
  const titleOf = useSectionTitle(def);
  if (tabbed(def, sections)) return <TabbedSections def={def} sections={sections} registry={registry} history={history} />;
  return (
    <>
      {sections.map((s) => (
        <SectionBody key={s.name ?? '_more'} def={def} section={s} registry={registry} title={titleOf(s)} />
      ))}
      {history}
    </>
  );
}
