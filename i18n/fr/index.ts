import frenchMessages from 'ra-language-french';
import { assemble } from '../assemble';
import type { ResourceLabels } from '../types';

export default assemble(
  frenchMessages,
  import.meta.glob<Record<string, unknown>>('./app/*.ts', { eager: true, import: 'default' }),
  import.meta.glob<ResourceLabels>('./resources/*.ts', { eager: true, import: 'default' }),
);
