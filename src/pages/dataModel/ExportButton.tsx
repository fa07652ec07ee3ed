/** Downloads the declarations in force (each declared resource's, each built-in one's custom fields) as one file (declarationsFile.ts). */
import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Download from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import type { Declaration } from '../../../resources/declarations';
import type { SchemaSummary } from '../../providers/schemasApi';
import { declarationsFile, downloadJson } from './declarationsFile';
import { refusalOf } from './refusal';
import { useSchemasApi } from './useSchemasApi';

/** The resources with a declaration in force: declared ones not deleted, built-in ones published with custom fields. */
export const withDeclaration = (summaries: readonly SchemaSummary[]) => summaries.filter((s) => s.version > 0 && s.status !== 'deleted');

export function ExportButton({ summaries }: { summaries?: readonly SchemaSummary[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useSchemasApi();
  const [busy, setBusy] = useState(false);
  const names = withDeclaration(summaries ?? []).map((s) => s.name);
  const run = async () => {
    setBusy(true);
    try {
      const declarations: Declaration[] = [];
      for (const name of names) {
        const detail = await api.get(name);
        if (detail.published) declarations.push(detail.published.declaration);
      }
      downloadJson(declarationsFile(declarations), `declarations-${new Date().toISOString().slice(0, 10)}.json`);
      notify('app.designer.export.done', { type: 'success', messageArgs: { count: declarations.length } });
    } catch (error) {
      notify(refusalOf(error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <Download />}
      onClick={() => void run()}
      disabled={busy || !names.length}
      title={names.length ? undefined : translate('app.designer.export.nothing')}
    >
      {translate('app.designer.export.button')}
    </Button>
  );
}
