/**
 * One resource's editor (`#/apps/system/schema/<name>`): its settings, fields, labels per language,
 * a live preview and its published history, in tabs; saving the draft (its errors beside their
 * inputs and in a summary), publishing it (a dry run first), deleting a declared resource. Leaving
 * with changes not saved asks first.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Publish from '@mui/icons-material/Publish';
import Save from '@mui/icons-material/Save';
import { useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useNavigate, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { LabelLocale, ResourceDef } from '../../../resources/define';
import { PageTitle } from '../../layout/PageTitle';
import { useCurrentRegistry } from '../../schema/useCurrentRegistry';
import { DATA_MODEL_PATH } from './paths';
import { DeleteResourceDialog } from './DeleteResourceDialog';
import { DraftPreview } from './DraftPreview';
import { ActionsEditor } from './ActionsEditor';
import { ErrorSummary } from './ErrorSummary';
import { LayoutEditor } from './LayoutEditor';
import { RelatedEditor } from './RelatedEditor';
import { WorkflowEditor } from './WorkflowEditor';
import { tabOfPath, type EditorTab } from './errorPaths';
import { FieldsTable } from './FieldsTable';
import { HistoryPanel } from './HistoryPanel';
import { LabelsGrid } from './LabelsGrid';
import { LeaveGuard } from './LeaveGuard';
import { missingLabels } from './labelRows';
import { PublishDialog } from './PublishDialog';
import { LIST_KEY, versionsKey } from './queryKeys';
import { refusalOf } from './refusal';
import { ResourceSettings } from './ResourceSettings';
import { resourceTitle } from './resourceTitle';
import { StatusChip } from './StatusChip';
import { isExtension, labelOf } from './draftEdits';
import { editableInForce } from '../../providers/schemasApi';
import { useDraft } from './useDraft';
import { DeletedResource } from './DeletedResource';

const TABS: EditorTab[] = ['settings', 'fields', 'workflow', 'layout', 'related', 'actions', 'labels', 'preview', 'history'];

export function SchemaEditor({ name }: { name: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const registry = useCurrentRegistry();
  const editor = useDraft(name);
  const { detail, draft, errors, dirty } = editor;
  const [tab, setTab] = useState<EditorTab>('fields');
  const [dialog, setDialog] = useState<'publish' | 'delete'>();

  if (editor.isPending)
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 6, justifyContent: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        {translate('app.designer.loading')}
      </Box>
    );
  if (editor.loadError || !detail || !draft) {
    const refusal = refusalOf(editor.loadError);
    // deleted: no declaration in force or draft — its history stays, for a restore or a revert
    if (refusal.deleted) return <DeletedResource name={name} onReverted={editor.replace} onRestored={() => void editor.reload()} />;
    return (
      <Alert
        severity="error"
        sx={{ my: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void editor.reload()}>
            {translate('app.error.retry')}
          </Button>
        }
      >
        {refusal.status === 404 ? translate('app.designer.editor.unknown', { name }) : refusal.message}
      </Alert>
    );
  }

  const title = resourceTitle(translate, locale, name, draft);
  // what the editor's draft replaces: a declared resource's version in force, a built-in one's custom fields
  const inForce = editableInForce(detail);
  const declared = !detail.builtIn;

  const base = detail.base as ResourceDef | undefined;
  const route = isExtension(draft) ? base?.route : (draft as ResourceDef).route;
  const status = detail.draft ? (detail.published || detail.builtIn ? 'changed' : 'draft') : 'published';
  const missing = Object.values(missingLabels(draft)).reduce((a, b) => a + b, 0);
  const errorsOn = (t: EditorTab) => Object.keys(errors).filter((p) => tabOfPath(p) === t).length;
  const saveThenPublish = async () => {
    if (dirty && !(await editor.save())) return;
    setDialog('publish');
  };
  const tabLabel = (t: EditorTab) => {
    const count = errorsOn(t);
    const text = translate(`app.designer.tabs.${t}`);
    if (count) return translate('app.designer.tabs.with_errors', { tab: text, count });
    if (t === 'labels' && missing) return translate('app.designer.tabs.with_missing', { tab: text, count: missing });
    return text;
  };

  return (
    <Box sx={{ my: 2 }}>
      <PageTitle>{translate('app.designer.title')}</PageTitle>
      <Breadcrumbs aria-label={translate('app.designer.editor.breadcrumb')} sx={{ mb: 1 }}>
        <Link component={RouterLink} to={DATA_MODEL_PATH}>
          {translate('app.designer.title')}
        </Link>
        <Typography color="text.primary">{title}</Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Box component="code" dir="ltr" sx={{ color: 'text.secondary' }}>
          {name}
        </Box>
        <Chip size="small" variant="outlined" label={translate(declared ? 'app.designer.list.declared' : 'app.designer.list.built_in')} />
        <StatusChip status={status} />
        {inForce && <Chip size="small" variant="outlined" label={translate('app.designer.editor.version', { version: inForce.version })} />}
        {dirty && <Chip size="small" color="warning" label={translate('app.designer.editor.unsaved')} role="status" />}
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={editor.saving ? <CircularProgress size={16} aria-hidden /> : <Save />}
            onClick={() => void editor.save()}
            disabled={!dirty || editor.saving}
          >
            {translate('app.designer.editor.save')}
          </Button>
          <Button variant="contained" startIcon={<Publish />} onClick={() => void saveThenPublish()} disabled={editor.saving || (!dirty && !detail.draft)}>
            {translate('app.designer.editor.publish')}
          </Button>
          {declared && (
            <Button color="error" startIcon={<DeleteOutline />} onClick={() => setDialog('delete')}>
              {translate('ra.action.delete')}
            </Button>
          )}
        </Box>
      </Box>
      <ErrorSummary errors={errors} onShow={setTab} />
      <Paper sx={{ px: 2, pb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, t: EditorTab) => setTab(t)}
          variant="scrollable"
          scrollButtons="auto"
          // the selected tab in the text's colour (the brand's primary is below AA on the card), marked by the indicator
          textColor="inherit"
          aria-label={translate('app.designer.editor.sections')}
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            mb: 2,
            '& .MuiTab-root': { color: 'text.secondary', opacity: 1 },
            '& .MuiTab-root.Mui-selected': { color: 'text.primary' },
          }}
        >
          {TABS.map((t) => (
            <Tab key={t} value={t} label={tabLabel(t)} id={`dm-tab-${t}`} aria-controls={`dm-panel-${t}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`dm-panel-${tab}`} aria-labelledby={`dm-tab-${tab}`}>
          {tab === 'settings' && <ResourceSettings draft={draft} base={base} errors={errors} edit={editor.edit} />}
          {tab === 'fields' && (
            <FieldsTable
              draft={draft}
              base={base}
              published={inForce?.declaration}
              errors={errors}
              registry={registry}
              records={detail.records}
              edit={editor.edit}
            />
          )}
          {tab === 'workflow' && <WorkflowEditor draft={draft} errors={errors} edit={editor.edit} />}
          {tab === 'layout' && <LayoutEditor draft={draft} base={base} errors={errors} edit={editor.edit} />}
          {tab === 'related' && <RelatedEditor draft={draft} base={base} errors={errors} registry={registry} edit={editor.edit} />}
          {tab === 'actions' && <ActionsEditor draft={draft} base={base} errors={errors} registry={registry} edit={editor.edit} />}
          {tab === 'labels' && <LabelsGrid draft={draft} errors={errors} edit={editor.edit} />}
          {tab === 'preview' && <DraftPreview draft={draft} registry={registry} base={base} />}
          {tab === 'history' && (
            <HistoryPanel
              name={name}
              current={inForce?.version}
              dirty={dirty}
              onReverted={(d) => {
                editor.replace(d);
                setTab('fields');
              }}
            />
          )}
        </Box>
      </Paper>
      <LeaveGuard when={dirty} />
      {dialog === 'publish' && (
        <PublishDialog
          name={name}
          title={title}
          route={route}
          fields={{ ...base?.fields, ...draft.fields }}
          labelOf={(field) => labelOf(draft, locale as LabelLocale, { group: 'fields', field }) ?? translate(`resources.${name}.fields.${field}`, { _: field })}
          onClose={() => setDialog(undefined)}
          onPublished={() => {
            void editor.reload();
            void queryClient.invalidateQueries({ queryKey: LIST_KEY });
            void queryClient.invalidateQueries({ queryKey: versionsKey(name) });
          }}
        />
      )}
      {dialog === 'delete' && (
        <DeleteResourceDialog
          name={name}
          title={title}
          onClose={() => setDialog(undefined)}
          onDeleted={() => {
            void queryClient.invalidateQueries({ queryKey: LIST_KEY });
            queryClient.removeQueries({ queryKey: ['dataModel', 'schema', name] });
            navigate(DATA_MODEL_PATH);
          }}
        />
      )}
    </Box>
  );
}
