import type { TransitionDef } from '../../../resources/define';
import { ICONS } from '../icons';
import { iconOf } from './allowed';

export function TransitionIcon({ transition }: { transition: TransitionDef }) {
  const Icon = ICONS[iconOf(transition)];
  return <Icon fontSize="small" />;
}
