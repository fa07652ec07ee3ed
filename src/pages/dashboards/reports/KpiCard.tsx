/**
 * A headline figure. When it counts one list, the whole card is a link to that list, named by the
 * figure ("Open warnings: 54, open the list"). When it adds up several lists (revenue over four
 * kinds of order), each part is a link of its own under the figure. A figure with a list and parts
 * of its own (today's swaps, and the failed ones) links its figure, and each part below it.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid, { type GridProps } from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export interface KpiPart {
  key: string;
  label: string;
  href?: string;
}

export interface KpiCardProps {
  /** For test ids: `kpi-{id}`, `kpi-{id}-value`. */
  id: string;
  label: string;
  /** Undefined while loading. */
  value?: string;
  caption?: string;
  /** The list the figure counts (the card becomes a link). */
  href?: string;
  /** The lists a sum is made of, each a link. */
  parts?: readonly KpiPart[];
  /** Its width in the grid's columns per breakpoint (default: half a phone, a quarter from md). */
  size?: GridProps['size'];
}

export function KpiCard({ id, label, value, caption, href, parts, size = { xs: 6, md: 3 } }: KpiCardProps) {
  const translate = useTranslate();
  const figure = (
    <>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums', my: 0.5 }} data-testid={`kpi-${id}-value`}>
        {value ?? <Skeleton width={80} />}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {caption ?? ' '}
      </Typography>
    </>
  );
  const partList = parts && parts.length > 0 && (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25 }}>
      {parts.map((p) => (
        <Typography key={p.key} component="li" variant="caption">
          {p.href ? (
            <Link component={RouterLink} to={p.href} underline="hover">
              {p.label}
            </Link>
          ) : (
            p.label
          )}
        </Typography>
      ))}
    </Box>
  );
  const linked = href && value !== undefined;
  return (
    <Grid size={size}>
      <Card sx={{ height: '100%' }} data-testid={`kpi-${id}`}>
        {linked ? (
          <>
            {/* a link holds no link: the parts' own links sit below the card's */}
            <CardActionArea
              component={RouterLink}
              to={href}
              aria-label={translate('app.dashboard.figure_link', { label, value })}
              sx={{ height: partList ? undefined : '100%', display: 'block' }}
            >
              <CardContent sx={partList ? { pb: 1 } : undefined}>{figure}</CardContent>
            </CardActionArea>
            {partList && <CardContent sx={{ pt: 0 }}>{partList}</CardContent>}
          </>
        ) : (
          <CardContent>
            {figure}
            {partList}
          </CardContent>
        )}
      </Card>
    </Grid>
  );
}
