/** A section's fields in a grid: `columns` columns from `md` up, one below; each item spans the columns its placement says. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export function SectionGrid({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${columns}, minmax(0, 1fr))` },
        columnGap: 4,
        rowGap: 0.5,
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

export function SectionCell({ span, children }: { span: number; children: ReactNode }) {
  return <Box sx={{ gridColumn: { xs: 'auto', md: span > 1 ? `span ${span}` : 'auto' }, minWidth: 0 }}>{children}</Box>;
}
