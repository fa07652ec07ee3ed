/** The schemas calls (src/providers/schemasApi.ts) through react-admin's data provider, which logs out on a 401. */
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { schemasApiOf, type SchemasApi } from '../../providers/schemasApi';

export function useSchemasApi(): SchemasApi {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useMemo(() => schemasApiOf(dataProvider), [dataProvider]);
}
