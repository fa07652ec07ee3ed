import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useDataProvider, useListContext, useNotify, useResourceContext, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../resources/define';
import { exportCsv, fetchAll } from './exporter';

/** Exports every record matching the current filters and sort, whatever the page size. */
export function ExportAllButton({ def }: { def: ResourceDef }) {
  const { filterValues, sort, total } = useListContext();
  const resource = useResourceContext() ?? def.name;
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      if ((total ?? 0) > 1000) notify('app.schema.exporting', { messageArgs: { count: total } });
      const records = await fetchAll(dataProvider, resource, { filter: filterValues, sort });
      await exportCsv(def, records, translate, def.name);
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="ra.action.export" onClick={run} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
