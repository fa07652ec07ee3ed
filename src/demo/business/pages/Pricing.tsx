/** `#/pages/pricing`: the template's plan comparison with a monthly / yearly switch (demo prices). */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { useNotify, useTranslate } from 'react-admin';
import { useFormatters } from '../shared/format';
import { PageHeader } from '../shared/pageParts';

/** Demo prices in USD: per month, and per year (two months free). */
const PLANS = [
  { id: 'basic', monthly: 0, features: ['users_5', 'monitoring', 'reports'] },
  { id: 'standard', monthly: 49, features: ['users_25', 'monitoring', 'reports', 'support'], popular: true },
  { id: 'enterprise', monthly: 99, features: ['users_unlimited', 'monitoring', 'reports', 'support', 'manager'] },
] as const;

export default function Pricing() {
  const translate = useTranslate();
  const notify = useNotify();
  const fmt = useFormatters();
  const [yearly, setYearly] = useState(false);
  const t = (k: string, args?: Record<string, unknown>) => translate(`app.templates.pricing.${k}`, args);
  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1, mb: 3 }}>
        <Typography variant="body2">{t('monthly')}</Typography>
        <FormControlLabel
          control={<Switch checked={yearly} onChange={(e) => setYearly(e.target.checked)} slotProps={{ input: { 'aria-label': t('billed_yearly') } }} />}
          label={t('yearly')}
        />
        <Chip size="small" color="primary" label={t('save_badge')} />
      </Box>
      <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
        {PLANS.map((plan) => {
          const price = yearly ? plan.monthly * 10 : plan.monthly;
          const popular = 'popular' in plan && plan.popular;
          return (
            <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
              <Card
                variant={popular ? 'elevation' : 'outlined'}
                sx={{ height: '100%', borderColor: 'primary.main', ...(popular ? { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } : {}) }}
              >
                <CardContent sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="h5" component="h2">
                      {t(`${plan.id}_name`)}
                    </Typography>
                    {popular && <Chip size="small" color="primary" label={t('popular')} />}
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {t(`${plan.id}_text`)}
                  </Typography>
                  <Typography variant="h3" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
                    {plan.monthly === 0 ? t('free') : fmt.money(price)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {plan.monthly === 0 ? t('forever') : t(yearly ? 'per_year' : 'per_month')}
                  </Typography>
                  <List dense sx={{ flex: 1, my: 2 }}>
                    {plan.features.map((feature) => (
                      <ListItem key={feature} disableGutters>
                        <ListItemIcon sx={{ minWidth: 32 }}>
                          <CheckCircleOutline fontSize="small" color="success" aria-hidden />
                        </ListItemIcon>
                        <ListItemText primary={t(`feature_${feature}`)} />
                      </ListItem>
                    ))}
                  </List>
                  <Button variant={popular ? 'contained' : 'outlined'} fullWidth onClick={() => notify('app.templates.pricing.demo_only', { type: 'info' })}>
                    {plan.monthly === 0 ? t('current_plan') : t('choose_plan')}
                  </Button>
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        {t('demo_note')}
      </Typography>
    </Box>
  );
}
