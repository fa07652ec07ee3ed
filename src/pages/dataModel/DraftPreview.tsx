/**
 * The draft as its screens will be, drawn by the real engine while it is edited: the list (its
 * default columns over a few made-up records: src/schema/list/ListTable.tsx) and the create form
 * (src/schema/SchemaForm.tsx), with the draft's own labels, and a record's page (PreviewRecord.tsx). The form can be tried (its rules
 * apply); saving it saves nothing.
 */
import { useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ErrorBoundary } from 'react-error-boundary';
import {
  I18nContextProvider,
  ListContextProvider,
  ResourceContextProvider,
  SaveContextProvider,
  useI18nProvider,
  useList,
  useNotify,
  useTranslate,
} from 'react-admin';
import { defaultColumns, type ResourceDef } from '../../../resources/define';
import { isReference } from '../../../kinds/reference';
import type { Declaration } from '../../../resources/declarations';
import { routeName, type Registry } from '../../../resources/registry';
import { localeInfo } from '../../../i18n/locales';
import { SchemaForm } from '../../schema/SchemaForm';
import { ListTable } from '../../schema/list/ListTable';
import { columnsOf } from '../../schema/list/columns';
import { resourceLabel } from '../../schema/labels';
import { previewDef } from './previewDef';
import { PreviewRecord } from './PreviewRecord';
import { previewI18n } from './previewI18n';
import { sampleRows } from './sampleRows';

const SAMPLE_COUNT = 3;
const NO_LINK = () => undefined;
const stay = () => undefined;

function PreviewList({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const translate = useTranslate();
  const lang = localeInfo(useI18nProvider().getLocale()).htmlLang;
  const { rows, titles } = useMemo(
    () =>
      sampleRows(def, SAMPLE_COUNT, (field, id) => {
        const f = def.fields[field];
        const target = isReference(f) ? registry.byName(f.to) : undefined;
        return `${target ? translate(resourceLabel(target), { smart_count: 1, _: target.name }) : field} ${id}`;
      }),
    [def, registry, translate],
  );
  const list = useList({ data: rows, perPage: SAMPLE_COUNT, resource: routeName(def) });
  const shown = useMemo(() => {
    const order = defaultColumns(def);
    const all = columnsOf(def);
    return order.flatMap((s) => all.filter((c) => c.source === s));
  }, [def]);
  const env = useMemo(() => ({ titles, translate, lang, linkTo: NO_LINK }), [titles, translate, lang]);
  return (
    <ListContextProvider value={list}>
      <ListTable
        resource={routeName(def)}
        columns={shown}
        // no record opens from the preview: no title links
        titleSource=""
        env={env}
        density="compact"
        selectable={false}
        empty={null}
        open={stay}
        label={translate('app.designer.preview.list')}
        fitRows
      />
    </ListContextProvider>
  );
}

function PreviewForm({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const notify = useNotify();
  const save = useMemo(
    () => ({
      save: async () => {
        notify('app.designer.preview.not_saved', { type: 'info' });
        return undefined;
      },
      saving: false,
      mutationMode: 'pessimistic' as const,
    }),
    [notify],
  );
  return (
    <SaveContextProvider value={save}>
      <SchemaForm def={def} registry={registry} mode="create" warnWhenUnsavedChanges={false} />
    </SaveContextProvider>
  );
}

/** The record page over the first made-up record of the list. */
function PreviewRecordOf({ def, registry }: { def: ResourceDef; registry: Registry }) {
  // in the state a new record starts in: the buttons drawn are those it offers first
  const record = useMemo(() => {
    const row = sampleRows(def, 1, (field, id) => `${field} ${id}`).rows[0];
    return def.workflow ? { ...row, [def.workflow.field]: def.workflow.initial } : row;
  }, [def]);
  return <PreviewRecord def={def} registry={registry} record={record} />;
}

function Waiting() {
  const translate = useTranslate();
  return <Alert severity="info">{translate('app.designer.preview.waiting')}</Alert>;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export interface DraftPreviewProps {
  draft: Declaration;
  registry: Registry;
  base?: ResourceDef;
}

export function DraftPreview({ draft, registry, base }: DraftPreviewProps) {
  const translate = useTranslate();
  const app = useI18nProvider();
  const def = useMemo(() => previewDef(draft, registry, base), [draft, registry, base]);
  const i18n = useMemo(() => previewI18n(app, def), [app, def]);
  const key = JSON.stringify(def);
  return (
    // the list across, the form under it as wide as a record's form (its sections have columns of their own)
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)', py: 1, '& > :last-child': { maxWidth: 960 } }}>
      <I18nContextProvider value={i18n}>
        <ResourceContextProvider value={routeName(def)}>
          <Part title={translate('app.designer.preview.list')}>
            <ErrorBoundary FallbackComponent={Waiting} resetKeys={[key]}>
              <PreviewList def={def} registry={registry} />
            </ErrorBoundary>
          </Part>
          <Part title={translate('app.designer.preview.record')}>
            <ErrorBoundary FallbackComponent={Waiting} resetKeys={[key]}>
              <PreviewRecordOf def={def} registry={registry} />
            </ErrorBoundary>
          </Part>
          <Part title={translate('app.designer.preview.form')}>
            <ErrorBoundary FallbackComponent={Waiting} resetKeys={[key]}>
              <PreviewForm key={key} def={def} registry={registry} />
            </ErrorBoundary>
          </Part>
        </ResourceContextProvider>
      </I18nContextProvider>
    </Box>
  );
}
