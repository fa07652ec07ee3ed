/** The generated record page of a schema: its header, its sections and related tables (resources/record-layout.ts), its workflow and actions. */
import { useMemo } from 'react';
import { styled } from '@mui/material/styles';
import { DeleteButton, EditButton, Show, TopToolbar } from 'react-admin';
import { actionsOf, type ResourceDef } from '../../../resources/define';
import { routeName, type Registry } from '../../../resources/registry';
import { RequireAccess } from '../RequireAccess';
import { TransitionButtons } from '../transitions/TransitionButtons';
import { RecordActions } from '../RecordActions';
import { RecordConnectionsProvider } from './recordConnections';
import { RecordHeader } from './RecordHeader';
import { RecordSections } from './RecordSections';
import { recordPageLayout } from './recordPage';
import { RecordHistory } from './RecordHistory';
import { LiveShowNotice } from '../live/LiveRecordNotice';
// found fresh when the app's start asked for it (src/firstScreen/prefetchFirstRecord.ts)
import { PREFETCHED_FRESH } from '../../firstScreen/prefetched';

function ShowActions({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const a = actionsOf(def);
  return (
    <TopToolbar>
      <RecordConnectionsProvider>
        <TransitionButtons def={def} registry={registry} />
      </RecordConnectionsProvider>
      <RecordActions def={def} registry={registry} />
      {a.edit && <EditButton />}
      {a.delete && <DeleteButton mutationMode="pessimistic" />}
    </TopToolbar>
  );
}

/** The record page's body: as wide as the page, never wider (a wide related table scrolls inside its card; a flex item would grow to it). */
const RecordPage = styled('div')({ flex: '1 1 auto', minWidth: 0 });

export function ResourceShow({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const resource = routeName(def);
  const { header, sections } = useMemo(() => recordPageLayout(def), [def]);
  return (
    <RequireAccess resource={resource} action="show" code={def.privilege}>
      <Show resource={resource} actions={<ShowActions def={def} registry={registry} />} component={RecordPage} queryOptions={PREFETCHED_FRESH}>
        {/* the page follows the record's changes; it says when the record was deleted */}
        <LiveShowNotice />
        <RecordConnectionsProvider>
          <RecordHeader def={def} registry={registry} chips={header.chips} figures={header.figures} />
          {/* the history: the last tab when the sections are tabs (drawn when chosen), else the foot of the page */}
          <RecordSections def={def} sections={sections} registry={registry} history={<RecordHistory def={def} />} />
        </RecordConnectionsProvider>
      </Show>
    </RequireAccess>
  );
}
