/** The catalogue of the first screens: everything but the demo apps' and dashboards' parts (../assemble.ts EXTRA_PARTS). */
import frenchMessages from 'ra-language-french';
import { assemble } from '../assemble';
import type { ResourceLabels } from '../types';

export default assemble(
  frenchMessages,
  import.meta.glob<Record<string, unknown>>(
    ['./app/*.ts', '!./app/{bulk,calendar,chat,dashboard,designer,email,import,invoice,orders,settings,templates,users,views}.ts'],
    {
      eager: true,
      import: 'default',
    },
  ),
  import.meta.glob<ResourceLabels>('./resources/*.ts', { eager: true, import: 'default' }),
);
