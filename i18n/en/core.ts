/** The catalogue of the first screens: everything but the demo apps' and dashboards' parts (../assemble.ts EXTRA_PARTS). */
import englishMessages from 'ra-language-english';
import { assemble } from '../assemble';
import type { ResourceLabels } from '../types';

export default assemble(
  englishMessages,
  import.meta.glob<Record<string, unknown>>(
    ['./app/*.ts', '!./app/{bulk,calendar,chat,dashboard,designer,email,import,invoice,orders,settings,templates,users,views}.ts'],
    {
      eager: true,
      import: 'default',
    },
  ),
  import.meta.glob<ResourceLabels>('./resources/*.ts', { eager: true, import: 'default' }),
);
