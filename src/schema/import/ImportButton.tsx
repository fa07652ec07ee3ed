/** The list's Import button (beside Export, for a caller who may create): opens the import dialog, loaded on its first open. */
import { useState } from 'react';
import UploadIcon from '@mui/icons-material/Publish';
import { Button } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import { lazyComponent } from '../../lazyComponent';
import { withExtraMessages } from '../../providers/i18nExtras';

const ImportDialog = lazyComponent(
  withExtraMessages(() => import('./ImportDialog').then((m) => m.ImportDialog)),
  { when: 'opened' },
);

export function ImportButton({ def }: { def: ResourceDef }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="app.schema.import" onClick={() => setOpen(true)} onPointerEnter={() => void ImportDialog.preload()}>
        <UploadIcon />
      </Button>
      <ImportDialog open={open} onClose={() => setOpen(false)} def={def} />
    </>
  );
}
