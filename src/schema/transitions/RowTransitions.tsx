/**
 * A row's workflow, in the list's last column: the first transition its state allows that neither
 * undoes nor asks for anything, as a button (icon and label), the others in a menu; each confirmed in
 * the dialog that restates the record. Clicks here are the cell's, not the row's (which opens it).
 */
import { useState, type SyntheticEvent } from 'react';
import MuiButton from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import { routeName, type Registry } from '../../../resources/registry';
import type { ReferenceTitles } from '../../providers/dataProvider';
import { transitionLabel } from '../labels';
import { legalFor } from './allowed';
import { LazyTransitionDialog } from './LazyTransitionDialog';
import { TransitionIcon } from './TransitionIcon';
import { useRunTransition } from './useRunTransition';

export interface RowTransitionsProps {
  def: ResourceDef;
  registry: Registry;
  record: RaRecord;
  /** The transitions the user may run (allowed.ts). */
  allowed: readonly string[];
  titles: ReferenceTitles;
}

const keep = (e: SyntheticEvent) => e.stopPropagation();

/** As high as a status chip (24 px), so a row with a button is as high as one without. */
const ROW_HIGH = { py: 0, lineHeight: '24px' } as const;

export function RowTransitions({ def, registry, record, allowed, titles }: RowTransitionsProps) {
  const translate = useTranslate();
  const run = useRunTransition(def);
  const [running, setRunning] = useState<string | undefined>();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const wf = def.workflow;
  const legal = legalFor(def, allowed, record);
  if (!wf || !legal.length) return null;
  // the next step: one that neither undoes anything nor asks for anything (approve, not amend or reject)
  const first = legal.find((n) => !wf.transitions[n].danger && !wf.transitions[n].asks?.length) ?? legal.find((n) => !wf.transitions[n].danger) ?? legal[0];
  const others = legal.filter((n) => n !== first);
  const label = (n: string) => translate(transitionLabel(def, n), { _: n });
  const title = String(record[def.title] ?? `#${String(record.id)}`);
  return (
    // the dialog and the menu are portals: their events still bubble through here, not to the row
    <span className="SchemaCell-actions" role="presentation" onClick={keep} onKeyDown={keep}>
      <MuiButton
        size="small"
        color={wf.transitions[first].danger ? 'error' : 'primary'}
        startIcon={<TransitionIcon transition={wf.transitions[first]} />}
        onClick={() => setRunning(first)}
        aria-label={`${label(first)}: ${title}`}
        sx={ROW_HIGH}
      >
        {label(first)}
      </MuiButton>
      {others.length > 0 && (
        <>
          <IconButton
            size="small"
            aria-label={translate('app.schema.more_transitions', { title })}
            aria-haspopup="menu"
            onClick={(e) => setMenu(e.currentTarget)}
            sx={{ p: '2px' }}
          >
            <MoreVert fontSize="small" />
          </IconButton>
          <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
            {others.map((n) => (
              <MenuItem
                key={n}
                onClick={() => {
                  setMenu(null);
                  setRunning(n);
                }}
                sx={wf.transitions[n].danger ? { color: 'error.main' } : undefined}
              >
                <ListItemIcon sx={{ color: 'inherit' }}>
                  <TransitionIcon transition={wf.transitions[n]} />
                </ListItemIcon>
                {label(n)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
      {running && (
        <LazyTransitionDialog
          def={def}
          registry={registry}
          name={running}
          ids={[record.id]}
          records={[record]}
          titles={titles}
          open
          onClose={() => setRunning(undefined)}
          onConfirm={async (values) => {
            const report = await run(routeName(def), record.id, running, values, record.version);
            setRunning(undefined);
            return report;
          }}
        />
      )}
    </span>
  );
}
