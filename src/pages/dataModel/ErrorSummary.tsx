/**
 * The errors of the last save, all in one place above the editor: each says where it is (a
 * setting, a field's option, a label) and what the server said, and takes the admin to the input.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { inputId, tabOfPath, type EditorTab } from './errorPaths';
import type { PathErrors } from './refusal';

export interface ErrorSummaryProps {
  errors: PathErrors;
  /** Shows the tab an error is on. */
  onShow(tab: EditorTab): void;
}

/** Focuses the input a path's error is beside, or the nearest one above it (a field's row). */
function focusPath(path: string) {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const el = document.getElementById(inputId(parts.slice(0, n).join('.')));
    if (el) {
      el.scrollIntoView?.({ block: 'center' });
      el.focus({ preventScroll: true });
      return;
    }
  }
}

export function ErrorSummary({ errors, onShow }: ErrorSummaryProps) {
  const translate = useTranslate();
  const entries = Object.entries(errors);
  if (!entries.length) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>{translate('app.designer.errors.title', { count: entries.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
        {entries.map(([path, message]) => (
          <li key={path}>
            <Link
              component="button"
              type="button"
              color="inherit"
              sx={{ verticalAlign: 'baseline', textAlign: 'start' }}
              onClick={() => {
                onShow(tabOfPath(path));
                // the tab's panel is drawn on the next frame
                requestAnimationFrame(() => focusPath(path));
              }}
            >
              <code dir="ltr">{path}</code>
            </Link>
            : {message}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
