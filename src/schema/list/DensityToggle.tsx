/** Compact or comfortable rows, for every list, remembered for the user (preferences.ts). */
import Button from '@mui/material/Button';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import { useTranslate } from 'react-admin';
import { useDensity } from './listChoices';

export function DensityToggle() {
  const translate = useTranslate();
  const [density, setDensity] = useDensity();
  const compact = density === 'compact';
  return (
    <Button
      size="small"
      startIcon={<DensitySmallIcon />}
      aria-pressed={compact}
      onClick={() => setDensity(compact ? 'comfortable' : 'compact')}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('app.schema.compact')}
    </Button>
  );
}
