/** Exports every record matching the current filters and sort, whatever the page size (csvExport.ts). */
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, downloadCSV, useDataProvider, useI18nProvider, useListContext, useNotify, useResourceContext, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import type { Registry } from '../../../resources/registry';
import { localeInfo } from '../../../i18n/locales';
import { csvRows, exportFileName, fetchAll, toCsv } from './csvExport';

export function ExportButton({ def }: { def: ResourceDef; registry: Registry }) {
  const { filterValues, sort, total } = useListContext();
  const resource = useResourceContext() ?? def.name;
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const lang = localeInfo(useI18nProvider().getLocale()).htmlLang;
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      if ((total ?? 0) > 1000) notify('app.schema.exporting', { messageArgs: { count: total } });
      const { records, titles } = await fetchAll(dataProvider, resource, { filter: filterValues, sort });
      const env = { translate, lang };
      // downloadCSV names the file `<name>.csv`
      downloadCSV(toCsv(csvRows(def, records, titles, env)), exportFileName(def, filterValues, titles, env).replace(/\.csv$/, ''));
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
