/**
 * What a refund's reviewer needs beside the refund (a schema's `refundOf`): the order it refunds —
 * its number, what was paid, its state, its rider and store — read as the reviewer may read it
 * (the page the server links the refund's order number to: a store manager reads it through the
 * store's screen). Shown in the confirmation of a transition of one refund.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetOne, useI18nProvider, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import { routeName, type Registry } from '../../../resources/registry';
import { localeInfo } from '../../../i18n/locales';
import type { AppDataProvider } from '../../providers/dataProvider';
import { recordConnectionsKey } from '../record/recordPage';
import { FieldSummary } from './FieldSummary';

/** A record's connections (titles, links), asked once and shared with its page. */
function useConnections(resource: string | undefined, id: string | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: recordConnectionsKey(resource, id),
    queryFn: ({ signal }) => dataProvider.references(String(resource), { id: String(id), signal }),
    enabled: resource !== undefined && id !== undefined,
  });
}

export function RefundedOrder({ def, registry, refund }: { def: ResourceDef; registry: Registry; refund: RaRecord }) {
  const translate = useTranslate();
  const lang = localeInfo(useI18nProvider().getLocale()).htmlLang;
  const r = def.refundOf;
  const number = r ? String(refund[r.number] ?? '') : '';
  const own = useConnections(routeName(def), String(refund.id));
  const link = r ? own.data?.links[r.number]?.[number] : undefined;
  const target = link ? registry.byName(link.resource) : undefined;
  const { data: order, isPending } = useGetOne(target ? routeName(target) : '', { id: link?.id ?? '' }, { enabled: !!target && !!link });
  const theirs = useConnections(target ? routeName(target) : undefined, link?.id);
  if (!r) return null;
  const heading = (
    <Typography variant="subtitle2" component="h3" sx={{ mt: 0.5 }}>
      {translate('app.schema.refunded_order')}
    </Typography>
  );
  if (own.isPending || (link && isPending))
    return (
      <Box aria-busy="true">
        {heading}
        <Skeleton variant="rounded" height={72} />
      </Box>
    );
  // the number names no order the reviewer may open: say so, it is what a reviewer must catch
  if (!target || !order)
    return (
      <Box>
        {heading}
        <Alert severity="warning">{translate('app.schema.refunded_order_missing', { number })}</Alert>
      </Box>
    );
  const pay = target.payment;
  // its number, what was paid, the state that makes it paid (its workflow's, or what its payment names), its rider and store
  const fields = [target.title, pay?.paid, target.workflow?.field, ...Object.keys(pay?.paidWhen ?? {}), pay?.owner, 'storeId'].filter(
    (f, i, all): f is string => !!f && !!target.fields[f] && all.indexOf(f) === i,
  );
  const env = { titles: theirs.data?.titles ?? {}, lang, translate };
  const otherRider = pay && String(order[pay.owner] ?? '') !== String(refund[r.owner] ?? '');
  return (
    <Box component="section" aria-label={translate('app.schema.refunded_order')}>
      {heading}
      <FieldSummary def={target} fields={fields} record={order} env={env} />
      {otherRider && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('app.validation.notOrderOwner')}
        </Alert>
      )}
    </Box>
  );
}
