/** What a list's cells need besides their record, worked out once per list render (columns.tsx `CellEnv`). */
import { useMemo } from 'react';
import { useI18nProvider, useListContext, useTranslate } from 'react-admin';
import { routeName, type Registry } from '../../../resources/registry';
import { localeInfo } from '../../../i18n/locales';
import type { RecordConnections } from '../../providers/dataProvider';
import type { CellEnv } from './columns';
import { showHref } from './columns';

const NONE: RecordConnections = { titles: {}, links: {} };

/** Where a value of a field opens, from the links a page (or a record) comes with: the record's page under the resource the server named. */
export function linkResolver(registry: Registry, links: RecordConnections['links']): CellEnv['linkTo'] {
  return (field, value) => {
    const link = links[field]?.[String(value)];
    const target = link && registry.byName(link.resource);
    return target ? showHref(routeName(target), link.id) : undefined;
  };
}

/** The page's reference titles and links (they come with the page: the list's meta) and the language. */
export function useCellEnv(registry: Registry): CellEnv {
  const { meta } = useListContext();
  const { titles, links } = (meta as Partial<RecordConnections> | undefined) ?? NONE;
  const translate = useTranslate();
  const lang = localeInfo(useI18nProvider().getLocale()).htmlLang;
  return useMemo(
    () => ({ titles: titles ?? NONE.titles, translate, lang, linkTo: linkResolver(registry, links ?? NONE.links) }),
    [titles, links, translate, lang, registry],
  );
}
