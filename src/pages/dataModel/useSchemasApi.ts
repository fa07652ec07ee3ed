/**
 * The schemas calls of the app's data provider (src/providers/schemasApi.ts). Read from the
 * provider itself: react-admin's useDataProvider() answers a proxy whose every property is a
 * function, so `useDataProvider().schemas.list` does not exist.
 */
import { useContext } from 'react';
import { DataProviderContext } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { SchemasApi } from '../../providers/schemasApi';

export function useSchemasApi(): SchemasApi {
  const provider = useContext(DataProviderContext) as Partial<AppDataProvider> | null;
  if (!provider?.schemas) throw new Error('the data provider has no `schemas` calls (src/providers/dataProvider.ts)');
  return provider.schemas;
}
