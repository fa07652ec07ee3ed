/**
 * The list toolbar's "Views" button (CONTRACT §2.5): the saved views of this list, kept on the
 * server (viewsData.ts). Here are the button, the views' query and the opening of a view's link
 * (`?view=<id>`, useApplyView.ts); the panel that lists them, saves the current view and renames,
 * overwrites, deletes and copies the link of one (ViewsPanel.tsx) is a chunk of its own, fetched when
 * the button is pointed at or focused and mounted on the first open.
 */
import { useMemo, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import { useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import { routeName } from '../../../resources/registry';
import { lazyComponent } from '../../lazyComponent';
import { withExtraMessages } from '../../providers/i18nExtras';
import type { ListColumn } from '../list/columns';
import { useApplyView, useViewFromLink, type ListColumns } from './useApplyView';
import { useViews } from './viewsData';

const ViewsPanel = lazyComponent(
  withExtraMessages(() => import('./ViewsPanel').then((m) => m.ViewsPanel)),
  { when: 'opened' },
);

export interface ViewsMenuProps {
  def: ResourceDef;
  columns: readonly ListColumn[];
  /** The columns the schema shows by default. */
  defaults: readonly string[];
}

export function ViewsMenu({ def, columns, defaults }: ViewsMenuProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const resource = routeName(def);
  const listColumns: ListColumns = useMemo(() => ({ resource, defaults, available: columns.map((c) => c.source) }), [resource, defaults, columns]);
  const views = useViews(def.name);
  const apply = useApplyView(listColumns);
  useViewFromLink(views.data, views.isError, apply);
  const title = translate('app.schema.views');
  // on a phone the icon, named by its tooltip, as create and export are there
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const buttonProps = {
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': !!anchor,
    onPointerEnter: ViewsPanel.preload,
    onFocus: ViewsPanel.preload,
    onClick: (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
  };
  return (
    <>
      {phone ? (
        <Tooltip title={title}>
          <IconButton color="primary" aria-label={title} {...buttonProps}>
            <BookmarksIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button size="small" startIcon={<BookmarksIcon />} sx={{ whiteSpace: 'nowrap' }} {...buttonProps}>
          {title}
        </Button>
      )}
      <ViewsPanel
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        def={def}
        columns={listColumns}
        views={views.data}
        loading={views.isPending}
        failed={views.isError}
        apply={apply}
      />
    </>
  );
}
