/** Demo data of `privileges` (server/seed.ts): every code of the registry's tree, the rights under each resource's code included. */
import { defineDemo } from '../demo-gen';
import { privilegeRows } from '../privilege-records';
import schema from './privileges';

export default defineDemo(schema, {
  count: 0,
  rows: (_g, registry) => privilegeRows(registry),
});
