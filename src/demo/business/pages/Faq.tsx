/** `#/pages/faq`: questions by category with a search (static template content, translated). */
import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BatteryChargingFullOutlined from '@mui/icons-material/BatteryChargingFullOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Search from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { EmptyState, PageHeader } from '../shared/pageParts';

const CATEGORIES = [
  { id: 'payment', Icon: PaymentsOutlined },
  { id: 'swap', Icon: BatteryChargingFullOutlined },
  { id: 'account', Icon: ManageAccountsOutlined },
] as const;
const PER_CATEGORY = 3;

export default function Faq() {
  const translate = useTranslate();
  const t = (k: string) => translate(`app.templates.faq.${k}`);
  const [category, setCategory] = useState<string>('payment');
  const [search, setSearch] = useState('');
  const q = search.trim().toLowerCase();
  const questions = CATEGORIES.flatMap((c) =>
    Array.from({ length: PER_CATEGORY }, (_, i) => ({ category: c.id, id: `${c.id}_${i + 1}`, q: t(`${c.id}_q${i + 1}`), a: t(`${c.id}_a${i + 1}`) })),
  );
  const shown = q ? questions.filter((x) => `${x.q} ${x.a}`.toLowerCase().includes(q)) : questions.filter((x) => x.category === category);

  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card sx={{ mb: 3, background: 'linear-gradient(135deg, rgba(145,85,253,0.12), rgba(22,177,255,0.12))' }}>
        <CardContent sx={{ textAlign: 'center', py: 5 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {t('hero')}
          </Typography>
          <TextField
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            label={t('search')}
            sx={{ width: '100%', maxWidth: 520, bgcolor: 'background.paper' }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
        </CardContent>
      </Card>
      <Grid container spacing={3}>
        {!q && (
          <Grid size={{ xs: 12, md: 3 }}>
            <Tabs
              orientation="vertical"
              value={category}
              onChange={(_e, v: string) => setCategory(v)}
              aria-label={t('categories')}
              sx={{ '& .MuiTab-root': { justifyContent: 'flex-start', minHeight: 48 } }}
            >
              {CATEGORIES.map(({ id, Icon }) => (
                <Tab key={id} value={id} icon={<Icon fontSize="small" />} iconPosition="start" label={t(`category_${id}`)} />
              ))}
            </Tabs>
          </Grid>
        )}
        <Grid size={{ xs: 12, md: q ? 12 : 9 }}>
          {shown.length === 0 ? (
            <EmptyState text={t('no_results')} />
          ) : (
            shown.map((x) => (
              <Accordion key={x.id} disableGutters>
                <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`faq-${x.id}`} id={`faq-${x.id}-header`}>
                  <Typography sx={{ fontWeight: 500 }}>{x.q}</Typography>
                </AccordionSummary>
                <AccordionDetails id={`faq-${x.id}`}>
                  <Typography color="text.secondary">{x.a}</Typography>
                </AccordionDetails>
              </Accordion>
            ))
          )}
        </Grid>
      </Grid>
    </Box>
  );
}
