/**
 * `#/forms/validation`: a form checked with react-admin's validators (react-hook-form underneath).
 * A valid submit only says so; nothing is sent.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  BooleanInput,
  Form,
  NumberInput,
  PasswordInput,
  SelectInput,
  TextInput,
  email,
  maxLength,
  maxValue,
  minLength,
  minValue,
  regex,
  required,
  useNotify,
  useTranslate,
  type Validator,
} from 'react-admin';
import { PageHeader } from '../shared/pageParts';
import { USER_ROLES } from '../users/model';

const samePassword: Validator = (value: unknown, values: Record<string, unknown>) =>
  value === values.password ? undefined : 'app.templates.forms.passwords_differ';
const mustAccept: Validator = (value: unknown) => (value === true ? undefined : 'app.templates.forms.accept_required');

const VALIDATE = {
  username: [required(), minLength(3), maxLength(20), regex(/^[A-Za-z0-9._-]+$/, 'app.templates.forms.username_chars')],
  email: [required(), email()],
  age: [required(), minValue(18), maxValue(99)],
  phone: [regex(/^\+?[0-9 ()-]{6,20}$/, 'app.templates.forms.phone_format')],
  website: [regex(/^https?:\/\/\S+\.\S+$/, 'app.templates.forms.url_format')],
  role: [required()],
  password: [required(), minLength(8)],
  confirm: [required(), samePassword],
  terms: [mustAccept],
};

export default function FormValidation() {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (k: string) => translate(`app.templates.forms.${k}`);
  const choices = USER_ROLES.map((r) => ({ id: r, name: `app.users.roles.${r}` }));

  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader title={t('validation_title')} subtitle={t('validation_subtitle')} />
      <Card>
        <CardContent>
          <Form
            mode="onTouched"
            reValidateMode="onChange"
            defaultValues={{ username: '', email: '', age: null, phone: '', website: '', role: '', password: '', confirm: '', terms: false }}
            onSubmit={() => notify('app.templates.forms.all_valid', { type: 'success' })}
            noValidate
          >
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('validation_form')}
            </Typography>
            <Grid container columnSpacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput source="username" label="app.auth.username" validate={VALIDATE.username} helperText="app.templates.forms.username_hint" />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput source="email" label="app.auth.email" type="email" validate={VALIDATE.email} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <NumberInput source="age" label="app.templates.forms.age" validate={VALIDATE.age} helperText="app.templates.forms.age_hint" />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <SelectInput source="role" label="app.users.fields.role" choices={choices} validate={VALIDATE.role} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput source="phone" label="app.templates.forms.phone" validate={VALIDATE.phone} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput source="website" label="app.templates.forms.website" validate={VALIDATE.website} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <PasswordInput source="password" label="app.auth.password" validate={VALIDATE.password} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <PasswordInput source="confirm" label="app.templates.forms.confirm_password" validate={VALIDATE.confirm} />
              </Grid>
              <Grid size={12}>
                <BooleanInput source="terms" label="app.templates.forms.accept_terms" validate={VALIDATE.terms} />
              </Grid>
            </Grid>
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              <Button type="submit" variant="contained">
                {t('submit')}
              </Button>
            </Box>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
