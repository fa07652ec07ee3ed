/** `#/pages/knowledge-base`: help categories with their articles and a search over the titles. */
import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BatteryChargingFullOutlined from '@mui/icons-material/BatteryChargingFullOutlined';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import ElectricBikeOutlined from '@mui/icons-material/ElectricBikeOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Search from '@mui/icons-material/Search';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { useTranslate } from 'react-admin';
import { EmptyState, PageHeader } from '../shared/pageParts';

const CATEGORIES = [
  { id: 'getting_started', Icon: ElectricBikeOutlined, color: 'primary.main' },
  { id: 'cabinets', Icon: DnsOutlined, color: 'info.main' },
  { id: 'batteries', Icon: BatteryChargingFullOutlined, color: 'success.main' },
  { id: 'stores', Icon: StorefrontOutlined, color: 'warning.main' },
  { id: 'billing', Icon: ReceiptLongOutlined, color: 'error.main' },
  { id: 'security', Icon: SecurityOutlined, color: 'secondary.main' },
] as const;
const ARTICLES = 3;

export default function KnowledgeBase() {
  const translate = useTranslate();
  const t = (k: string, args?: Record<string, unknown>) => translate(`app.templates.kb.${k}`, args);
  const [search, setSearch] = useState('');
  const q = search.trim().toLowerCase();
  const categories = CATEGORIES.map((c) => ({
    ...c,
    articles: Array.from({ length: ARTICLES }, (_, i) => t(`${c.id}_${i + 1}`)).filter((title) => !q || title.toLowerCase().includes(q)),
  })).filter((c) => c.articles.length > 0);

  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card sx={{ mb: 3, background: 'linear-gradient(135deg, rgba(145,85,253,0.12), rgba(86,202,0,0.12))' }}>
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
      {categories.length === 0 && <EmptyState text={t('no_results')} />}
      <Grid container spacing={3}>
        {categories.map(({ id, Icon, color, articles }) => (
          <Grid key={id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
                  <Avatar variant="rounded" sx={{ bgcolor: 'action.hover', color }}>
                    <Icon aria-hidden />
                  </Avatar>
                  <Box>
                    <Typography variant="h6" component="h2">
                      {t(`${id}_title`)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t('articles', { smart_count: articles.length })}
                    </Typography>
                  </Box>
                </Box>
                <List dense>
                  {articles.map((title) => (
                    <ListItem key={title} disableGutters>
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        <ArticleOutlined fontSize="small" aria-hidden />
                      </ListItemIcon>
                      <ListItemText primary={title} />
                    </ListItem>
                  ))}
                </List>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
