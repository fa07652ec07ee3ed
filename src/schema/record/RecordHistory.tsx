/**
 * A record's history at the foot of its page (CONTRACT §2.5): every write of it, newest first —
 * when, who, what (create, an edit, a transition by its label, a posting), through which screen
 * when another one (a store screen's edit of a rider), and each changed field in words (FieldChanges.tsx):
 * its label, enum labels, the titles of the records it refers to. Ten at a time, more on demand. At the
 * foot of the page, or the page's last tab when its sections are tabs (RecordSections.tsx).
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MuiButton from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDataProvider, useI18nProvider, useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import { routeName } from '../../../resources/registry';
import { localeInfo } from '../../../i18n/locales';
import type { AppDataProvider } from '../../providers/dataProvider';
import { auditActionText, resourceName } from '../displayText';
import { FieldChanges } from './FieldChanges';

const PAGE = 10;

export function RecordHistory({ def }: { def: ResourceDef }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = localeInfo(useI18nProvider().getLocale()).htmlLang;
  const dataProvider = useDataProvider<AppDataProvider>();
  const headingId = useId();
  const resource = routeName(def);
  const { data, isPending, isError, fetchNextPage, hasNextPage, isFetchingNextPage } = useInfiniteQuery({
    queryKey: ['recordHistory', resource, record?.id === undefined ? undefined : String(record.id), record?.version],
    queryFn: ({ pageParam, signal }) => dataProvider.history(resource, { id: record?.id ?? '', page: pageParam, size: PAGE, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE < last.total ? pages.length + 1 : undefined),
    enabled: record?.id !== undefined,
  });
  const pages = data?.pages ?? [];
  const entries = pages.flatMap((p) => p.data.map((e) => ({ e, titles: p.titles })));
  const total = pages[0]?.total ?? 0;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mb: 2, p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.schema.history')}{' '}
        {total > 0 && (
          <Typography component="span" color="text.secondary">
            {total}
          </Typography>
        )}
      </Typography>
      {isPending && record ? (
        <Skeleton variant="rounded" height={64} role="status" aria-label={translate('ra.page.loading')} />
      ) : isError ? (
        <Typography color="error">{translate('ra.notification.http_error')}</Typography>
      ) : entries.length === 0 ? (
        <Typography color="text.secondary">{translate('app.schema.history_empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {entries.map(({ e, titles }, i) => (
            <Box component="li" key={`${e.at}-${i}`}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                <time dateTime={e.at}>{new Date(e.at).toLocaleString(lang)}</time> · {e.actor.name} · {auditActionText(e.action, e.via, translate)}
                {e.via !== def.name && (
                  <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                    {' '}
                    {translate('app.schema.history_via', { screen: resourceName(e.via, translate) })}
                  </Box>
                )}
              </Typography>
              <FieldChanges def={def} changes={e.changes} titles={titles} />
            </Box>
          ))}
        </Box>
      )}
      {hasNextPage && (
        <MuiButton onClick={() => fetchNextPage()} disabled={isFetchingNextPage} sx={{ mt: 1 }}>
          {translate('app.schema.history_more')}
        </MuiButton>
      )}
    </Card>
  );
}
