/** Hand-written inputs that replace a generated one for a single field (`<resource>.<field>`). */
import type { ReactElement } from 'react';
import { PrivilegeTreeInput } from './PrivilegeTreeInput';

export const FIELD_INPUTS: Readonly<Record<string, (props: { source: string; label: string }) => ReactElement>> = {
  'roles.privilegeIds': PrivilegeTreeInput,
};
