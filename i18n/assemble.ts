/** Builds one locale's catalogue from its parts: react-admin's messages, `app/*.ts` and `resources/*.ts`. */
import type { ResourceLabels } from './types';

export type Messages = Record<string, unknown>;

const baseName = (path: string) => path.replace(/^.*\//, '').replace(/\.ts$/, '');

export function assemble(ra: Messages, appParts: Record<string, Messages>, resourceParts: Record<string, ResourceLabels>): Messages {
  const app: Messages = {};
  for (const [path, part] of Object.entries(appParts)) app[baseName(path)] = part;
  const resources: Record<string, ResourceLabels> = {};
  for (const [path, labels] of Object.entries(resourceParts)) resources[baseName(path)] = labels;
  return { ...ra, app, resources };
}
