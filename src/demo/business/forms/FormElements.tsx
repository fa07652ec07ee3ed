/** `#/forms/elements`: the template's gallery of form controls (nothing here is sent anywhere). */
import { useState, type ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Rating from '@mui/material/Rating';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import Search from '@mui/icons-material/Search';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../shared/pageParts';
import { USER_PLANS, USER_ROLES } from '../users/model';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Grid>
  );
}

export default function FormElements() {
  const translate = useTranslate();
  const t = (k: string, args?: Record<string, unknown>) => translate(`app.templates.forms.${k}`, args);
  const [shown, setShown] = useState(false);
  const [role, setRole] = useState<string>('editor');
  const [plans, setPlans] = useState<string[]>(['basic', 'company']);
  const [radio, setRadio] = useState('standard');
  const [checks, setChecks] = useState({ a: true, b: false });
  const [toggles, setToggles] = useState({ a: true, b: false });
  const [range, setRange] = useState<number[]>([20, 60]);
  const [volume, setVolume] = useState(40);
  const [align, setAlign] = useState('left');
  const [rating, setRating] = useState<number | null>(4);
  const [files, setFiles] = useState<string[]>([]);
  const [tags, setTags] = useState<string[]>([]);
  const roleOptions = USER_ROLES.map((r) => ({ value: r, label: translate(`app.users.roles.${r}`) }));

  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader title={t('elements_title')} subtitle={t('demo_note')} />
      <Grid container spacing={3}>
        <Section title={t('text_fields')}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={t('basic')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={t('with_placeholder')} placeholder={t('placeholder')} slotProps={{ inputLabel: { shrink: true } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={t('with_helper')} helperText={t('helper')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={t('disabled')} disabled defaultValue={t('cannot_edit')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                label={t('password')}
                type={shown ? 'text' : 'password'}
                slotProps={{
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          edge="end"
                          onClick={() => setShown((s) => !s)}
                          aria-label={translate(shown ? 'app.templates.auth.hide_password' : 'app.templates.auth.show_password')}
                        >
                          {shown ? <VisibilityOff /> : <Visibility />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                label={t('with_icon')}
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
            </Grid>
            <Grid size={12}>
              <TextField fullWidth multiline minRows={3} label={t('textarea')} />
            </Grid>
          </Grid>
        </Section>
        <Section title={t('selects')}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField select fullWidth label={t('single_select')} value={role} onChange={(e) => setRole(e.target.value)}>
                {roleOptions.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                label={t('multiple_select')}
                value={plans}
                onChange={(e) => setPlans(typeof e.target.value === 'string' ? e.target.value.split(',') : (e.target.value as string[]))}
                slotProps={{
                  select: {
                    multiple: true,
                    renderValue: (selected) => (
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                        {(selected as string[]).map((p) => (
                          <Chip key={p} size="small" label={translate(`app.users.plans.${p}`)} />
                        ))}
                      </Box>
                    ),
                  },
                }}
              >
                {USER_PLANS.map((p) => (
                  <MenuItem key={p} value={p}>
                    {translate(`app.users.plans.${p}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={12}>
              <Autocomplete
                options={roleOptions}
                getOptionLabel={(o) => o.label}
                renderInput={(params) => <TextField {...params} label={t('autocomplete')} />}
              />
            </Grid>
            <Grid size={12}>
              <Autocomplete
                multiple
                freeSolo
                options={[] as string[]}
                value={tags}
                onChange={(_e, v) => setTags(v)}
                renderInput={(params) => <TextField {...params} label={t('tags')} helperText={t('tags_hint')} />}
              />
            </Grid>
          </Grid>
        </Section>
        <Section title={t('choices')}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormControl>
                <FormLabel>{t('checkboxes')}</FormLabel>
                <FormGroup>
                  <FormControlLabel
                    control={<Checkbox checked={checks.a} onChange={(e) => setChecks((c) => ({ ...c, a: e.target.checked }))} />}
                    label={t('option_a')}
                  />
                  <FormControlLabel
                    control={<Checkbox checked={checks.b} onChange={(e) => setChecks((c) => ({ ...c, b: e.target.checked }))} />}
                    label={t('option_b')}
                  />
                  <FormControlLabel control={<Checkbox disabled />} label={t('disabled')} />
                </FormGroup>
              </FormControl>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormControl>
                <FormLabel id="radio-plan">{t('radios')}</FormLabel>
                <RadioGroup aria-labelledby="radio-plan" value={radio} onChange={(e) => setRadio(e.target.value)}>
                  {USER_PLANS.slice(0, 3).map((p) => (
                    <FormControlLabel key={p} value={p} control={<Radio />} label={translate(`app.users.plans.${p}`)} />
                  ))}
                </RadioGroup>
              </FormControl>
            </Grid>
            <Grid size={12}>
              <FormLabel>{t('switches')}</FormLabel>
              <FormGroup row>
                <FormControlLabel
                  control={<Switch checked={toggles.a} onChange={(e) => setToggles((s) => ({ ...s, a: e.target.checked }))} />}
                  label={t('notifications')}
                />
                <FormControlLabel
                  control={<Switch checked={toggles.b} onChange={(e) => setToggles((s) => ({ ...s, b: e.target.checked }))} />}
                  label={t('newsletter')}
                />
              </FormGroup>
            </Grid>
          </Grid>
        </Section>
        <Section title={t('sliders_and_more')}>
          <Typography id="volume-label" variant="body2" gutterBottom>
            {t('volume', { value: volume })}
          </Typography>
          <Slider value={volume} onChange={(_e, v) => setVolume(v as number)} aria-labelledby="volume-label" valueLabelDisplay="auto" />
          <Typography id="range-label" variant="body2" gutterBottom>
            {t('range', { from: range[0], to: range[1] })}
          </Typography>
          <Slider
            value={range}
            onChange={(_e, v) => setRange(v as number[])}
            aria-labelledby="range-label"
            valueLabelDisplay="auto"
            getAriaLabel={(i) => t(i === 0 ? 'range_from' : 'range_to')}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center', mt: 2 }}>
            <ToggleButtonGroup value={align} exclusive onChange={(_e, v: string | null) => v && setAlign(v)} aria-label={t('alignment')} size="small">
              <ToggleButton value="left" aria-label={t('align_start')}>
                <FormatAlignLeft />
              </ToggleButton>
              <ToggleButton value="center" aria-label={t('align_center')}>
                <FormatAlignCenter />
              </ToggleButton>
              <ToggleButton value="right" aria-label={t('align_end')}>
                <FormatAlignRight />
              </ToggleButton>
            </ToggleButtonGroup>
            <Box>
              <Typography component="legend" variant="body2">
                {t('rating')}
              </Typography>
              <Rating value={rating} onChange={(_e, v) => setRating(v)} name="rating" />
            </Box>
          </Box>
          <Grid container spacing={2} sx={{ mt: 2 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth type="date" label={t('date')} slotProps={{ inputLabel: { shrink: true } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth type="time" label={t('time')} slotProps={{ inputLabel: { shrink: true } }} />
            </Grid>
          </Grid>
          <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Button component="label" variant="outlined" startIcon={<AttachFile />}>
              {t('choose_files')}
              <input hidden type="file" multiple onChange={(e) => setFiles(Array.from(e.target.files ?? []).map((f) => f.name))} />
            </Button>
            <Typography variant="body2" color="text.secondary">
              {files.length > 0 ? files.join(', ') : t('no_file')}
            </Typography>
          </Box>
        </Section>
      </Grid>
    </Box>
  );
}
