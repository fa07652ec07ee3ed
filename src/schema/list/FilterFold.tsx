/**
 * A list's filters on a phone (below `sm`): folded behind one "Filters (n)" button — n the filters
 * set, the search included — that opens them in place, so the first card is at the top of the
 * screen, not under four stacked inputs. From `sm` the filters are shown as they are.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import FilterList from '@mui/icons-material/FilterList';
import { useListContext, useTranslate } from 'react-admin';

/** How many filters hold a value (an empty text or list is none). */
export function setFilterCount(values: Record<string, unknown>): number {
  return Object.values(values).filter((v) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)).length;
}

export function FilterFold({ children }: { children: ReactNode }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const translate = useTranslate();
  const { filterValues, displayedFilters } = useListContext();
  const [open, setOpen] = useState(false);
  const id = useId();
  const count = setFilterCount(filterValues ?? {});
  // a filter added (the toolbar's Add filter) opens the fold, to show its input
  const shown = Object.keys(displayedFilters ?? {}).length;
  const before = useRef(shown);
  useEffect(() => {
    if (shown > before.current) setOpen(true);
    before.current = shown;
  }, [shown]);
  if (!phone) return <>{children}</>;
  return (
    <Box sx={{ flex: '1 1 100%', minWidth: 0 }}>
      <Button
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={id}
        startIcon={
          <Badge badgeContent={count} color="primary" overlap="circular" variant="dot" invisible={!count}>
            <FilterList />
          </Badge>
        }
        sx={{ minHeight: 44 }}
      >
        {count ? translate('app.phone.filters_count', { count }) : translate('app.phone.filters')}
      </Button>
      <Collapse in={open} id={id} data-testid="filter-fold">
        {children}
      </Collapse>
    </Box>
  );
}
