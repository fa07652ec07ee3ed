/**
 * Links on a record's page (each record by its title, a link where the user may open it), and
 * pickers in forms and filters. A picker asks the server for the best matches first
 * (`sort=relevance`) and shows each option's second line (the target schema's `subtitle`).
 */
import Box from '@mui/material/Box';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  useGetManyAggregate,
  useI18nProvider,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { ResourceDef } from '../resources/define';
import { routeName, type Registry } from '../resources/registry';
import { localeInfo } from '../i18n/locales';
import { fieldText } from '../src/schema/list/columns';
import { connected, filterLabel, filterSource, label, target } from './ui-parts';
import type { KindUi } from './types';

/** The best matches of what the user types first (exact, then starting with it…), not the list's order. */
export const RELEVANCE_SORT = { field: 'relevance', order: 'ASC' } as const;

/** The referenced record's title, for an option's second line. */
function TitleOf({ target: t, id }: { target: ResourceDef; id: unknown }) {
  const { data } = useGetManyAggregate(routeName(t), { ids: [id as RaRecord['id']] });
  const record = data?.[0];
  return <>{record ? String(record[t.title] ?? `#${String(id)}`) : '…'}</>;
}

/** One option of a reference picker: the record's title, and under it its subtitle (a phone and a store, a code and an area). */
function ReferenceOption({ target: t, registry }: { target: ResourceDef; registry: Registry }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = localeInfo(useI18nProvider().getLocale()).htmlLang;
  if (!record) return null;
  const parts = (t.subtitle ?? []).flatMap((name) => {
    const field = t.fields[name];
    const v = record[name];
    if (v === undefined || v === null || v === '') return [];
    if (field.kind === 'reference') {
      const other = registry.byName(field.to);
      return other ? [<TitleOf key={name} target={other} id={v} />] : [];
    }
    return [<span key={name}>{fieldText(t, name, field, record, { titles: {}, lang, translate })}</span>];
  });
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <span>{String(record[t.title] ?? `#${String(record.id)}`)}</span>
      {parts.length > 0 && (
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
          {parts.map((p, i) => (
            <span key={i}>
              {i > 0 && ' · '}
              {p}
            </span>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** How a picker of `t`'s records shows and names them. */
const pickerProps = (t: ResourceDef, registry: Registry) => ({
  optionText: <ReferenceOption target={t} registry={registry} />,
  inputText: (record: RaRecord) => String(record[t.title] ?? `#${String(record.id)}`),
  // the server has matched and ranked them
  matchSuggestion: () => true,
  filterToQuery: (q: string) => ({ q }),
});

/** Several records: a picker of many, in forms and as a filter. */
const many: KindUi['filter'] = (ctx) => {
  const t = target(ctx);
  return (
    <ReferenceArrayInput
      key={filterSource(ctx)}
      source={filterSource(ctx)}
      reference={routeName(t)}
      sort={RELEVANCE_SORT}
      label={filterLabel(ctx)}
      alwaysOn={ctx.field.alwaysOn}
    >
      <AutocompleteArrayInput label={filterLabel(ctx)} {...pickerProps(t, ctx.registry)} sx={{ minWidth: 200 }} />
    </ReferenceArrayInput>
  );
};

export const REFERENCE_UI = {
  reference: {
    field: connected,
    input: (ctx) => {
      const t = target(ctx);
      return (
        <ReferenceInput key={ctx.name} source={ctx.name} reference={routeName(t)} sort={RELEVANCE_SORT} label={label(ctx)}>
          <AutocompleteInput label={label(ctx)} validate={ctx.validate} {...pickerProps(t, ctx.registry)} />
        </ReferenceInput>
      );
    },
    filter: (ctx) => {
      if (ctx.field.filter === 'anyOf') return many(ctx);
      const t = target(ctx);
      return (
        <ReferenceInput
          key={filterSource(ctx)}
          source={filterSource(ctx)}
          reference={routeName(t)}
          sort={RELEVANCE_SORT}
          label={filterLabel(ctx)}
          alwaysOn={ctx.field.alwaysOn}
        >
          <AutocompleteInput label={filterLabel(ctx)} {...pickerProps(t, ctx.registry)} sx={{ minWidth: 200 }} />
        </ReferenceInput>
      );
    },
  },
  referenceMany: {
    field: connected,
    input: (ctx) => {
      const t = target(ctx);
      return (
        <ReferenceArrayInput key={ctx.name} source={ctx.name} reference={routeName(t)} perPage={100} sort={RELEVANCE_SORT} label={label(ctx)}>
          <AutocompleteArrayInput label={label(ctx)} validate={ctx.validate} {...pickerProps(t, ctx.registry)} />
        </ReferenceArrayInput>
      );
    },
    filter: many,
  },
} satisfies Record<'reference' | 'referenceMany', KindUi>;
