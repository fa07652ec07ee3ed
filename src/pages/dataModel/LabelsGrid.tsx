/**
 * The draft's labels, the four languages side by side: a row for the resource's name, each field
 * and each enum value, a column per language. A missing label is flagged in its cell, and each
 * language's header says how many it lacks. The Arabic column is typed right to left.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { useTranslate } from 'react-admin';
import type { LabelLocale } from '../../../resources/define';
import { LABEL_LOCALES, type Declaration } from '../../../resources/declarations';
import { localeInfo } from '../../../i18n/locales';
import { labelOf, setLabel } from './draftEdits';
import { inputId, labelError } from './errorPaths';
import { labelRows, missingLabels, type LabelRow } from './labelRows';
import type { PathErrors } from './refusal';

export interface LabelsGridProps {
  draft: Declaration;
  errors: PathErrors;
  edit(change: (d: Declaration) => Declaration): void;
}

function rowTitle(row: LabelRow, translate: (key: string, options?: Record<string, unknown>) => string): string {
  if (row.target.group === 'name') return translate('app.designer.labels.resource_name');
  if (row.target.group === 'page') return translate('app.designer.labels.page');
  if (row.target.group === 'fields') return row.target.field;
  if (row.target.group === 'enums') return `${row.target.field} = ${row.target.value}`;
  return translate(`app.designer.labels.${row.target.group}`, { name: row.target.name });
}

/** What stands for the record's id in a page title (`%{id}`), the token kept left to right in an Arabic sentence. */
function IdToken({ text }: { text: string }) {
  const [before, after = ''] = text.split('%{id}');
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      {before}
      <bdi dir="ltr">{'%{id}'}</bdi>
      {after}
    </Typography>
  );
}

export function LabelsGrid({ draft, errors, edit }: LabelsGridProps) {
  const translate = useTranslate();
  const rows = labelRows(draft);
  const missing = missingLabels(draft, rows);
  const languageName = (locale: LabelLocale) => localeInfo(locale).name;
  return (
    <Box sx={{ py: 1 }}>
      <TableContainer>
        <Table size="small" aria-label={translate('app.designer.tabs.labels')} sx={{ minWidth: 900, tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 180 }}>{translate('app.designer.labels.what')}</TableCell>
              {LABEL_LOCALES.map((locale) => (
                <TableCell key={locale} lang={localeInfo(locale).htmlLang}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <span>{languageName(locale)}</span>
                    {missing[locale] ? (
                      <Chip
                        size="small"
                        color="warning"
                        icon={<ErrorOutline aria-hidden />}
                        label={translate('app.designer.labels.missing_count', { count: missing[locale] })}
                        data-testid={`missing-${locale}`}
                      />
                    ) : (
                      <Chip
                        size="small"
                        color="success"
                        variant="outlined"
                        icon={<CheckCircleOutline aria-hidden />}
                        label={translate('app.designer.labels.complete')}
                      />
                    )}
                  </Box>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell component="th" scope="row" sx={{ paddingInlineStart: row.target.group === 'enums' ? 4 : undefined, overflowWrap: 'anywhere' }}>
                  {row.target.group === 'name' || row.target.group === 'page' ? rowTitle(row, translate) : <code dir="ltr">{rowTitle(row, translate)}</code>}
                  {row.target.group === 'page' && <IdToken text={translate('app.designer.labels.page_id')} />}
                </TableCell>
                {LABEL_LOCALES.map((locale) => {
                  const value = labelOf(draft, locale, row.target) ?? '';
                  const error = labelError(errors, locale, row.path);
                  // the id may stay unnamed: it then reads as the built-in resources' do (its placeholder)
                  const lacking = !value.trim() && !row.optional;
                  const rtl = localeInfo(locale).dir === 'rtl';
                  const what = rowTitle(row, translate);
                  return (
                    <TableCell key={locale}>
                      <TextField
                        size="small"
                        fullWidth
                        hiddenLabel
                        margin="none"
                        id={inputId(['labels', locale, ...row.path].join('.'))}
                        value={value}
                        placeholder={row.optional ? translate(row.placeholder ?? 'app.schema.id_field') : undefined}
                        error={!!error}
                        helperText={error}
                        onChange={(e) => edit((d) => setLabel(d, locale, row.target, e.target.value))}
                        slotProps={{
                          htmlInput: {
                            dir: rtl ? 'rtl' : 'ltr',
                            lang: localeInfo(locale).htmlLang,
                            'aria-label': translate('app.designer.labels.input', { what, language: languageName(locale) }),
                            'aria-invalid': !!error || undefined,
                          },
                          input: {
                            endAdornment: lacking ? (
                              <Tooltip title={translate('app.designer.labels.missing')}>
                                <ErrorOutline
                                  color="warning"
                                  fontSize="small"
                                  role="img"
                                  aria-label={translate('app.designer.labels.missing')}
                                  data-testid="label-missing"
                                />
                              </Tooltip>
                            ) : undefined,
                          },
                        }}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
