/**
 * A headline figure. When it counts one list, the whole card is a link to that list, named by the
 * figure ("Open warnings: 54, open the list"). When it adds up several lists (revenue over four
 * kinds of order), each part is a link of its own under the figure.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
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
}

export function KpiCard({ id, label, value, caption, href, parts }: KpiCardProps) {
  const translate = useTranslate();
  const body = (
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums', my: 0.5 }} data-testid={`kpi-${id}-value`}>
        {value ?? <Skeleton width={80} />}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {caption ?? ' '}
      </Typography>
      {parts && parts.length > 0 && (
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
      )}
    </CardContent>
  );
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Card sx={{ height: '100%' }} data-testid={`kpi-${id}`}>
        {href && value !== undefined ? (
          <CardActionArea
            component={RouterLink}
            to={href}
            aria-label={translate('app.dashboard.figure_link', { label, value })}
            sx={{ height: '100%', display: 'block' }}
          >
            {body}
          </CardActionArea>
        ) : (
          body
        )}
      </Card>
    </Grid>
  );
}
