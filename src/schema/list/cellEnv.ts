/** What a list's cells need besides their record, worked out once per list render (columns.tsx `CellEnv`). */
import { useMemo } from 'react';
import { useCanAccessResources, useI18nProvider, useListContext, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import { routeName, type Registry } from '../../../resources/registry';
import { localeInfo } from '../../../i18n/locales';
import type { ReferenceTitles } from '../../providers/dataProvider';
import type { CellEnv } from './columns';

const NO_TITLES: ReferenceTitles = {};

/** The page's reference titles (they come with the page: the list's meta), the language, and which targets the user may open. */
export function useCellEnv(def: ResourceDef, registry: Registry): CellEnv {
  const { meta } = useListContext();
  const titles = (meta as { titles?: ReferenceTitles } | undefined)?.titles ?? NO_TITLES;
  const translate = useTranslate();
  const lang = localeInfo(useI18nProvider().getLocale()).htmlLang;
  const targets = useMemo(
    () => [
      ...new Set(
        Object.values(def.fields).flatMap((f) => {
          const t = f.kind === 'reference' || f.kind === 'referenceMany' ? registry.byName(f.to) : undefined;
          return t ? [routeName(t)] : [];
        }),
      ),
    ],
    [def, registry],
  );
  const { canAccess } = useCanAccessResources({ resources: targets, action: 'show', enabled: targets.length > 0 });
  return useMemo(() => ({ titles, translate, lang, canShow: (route: string) => !!canAccess?.[route] }), [titles, translate, lang, canAccess]);
}
