/**
 * MUI's own controls speak the app's language: a pager's navigation and buttons (react-admin's
 * `ra.navigation.*`, also where react-admin passes none: a phone's pager), an autocomplete's
 * buttons — no English screen-reader label on a Chinese screen.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import Autocomplete from '@mui/material/Autocomplete';
import Pagination from '@mui/material/Pagination';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import type { TranslationMessages } from 'react-admin';
import zh_CN from '../../i18n/zh_CN';
import { withMuiWords } from './muiWords';

const i18n = polyglotI18nProvider(() => zh_CN as TranslationMessages, 'zh_CN');
const theme = createTheme(withMuiWords({ light: {} }, (key, options) => i18n.translate(key, options)).light);

describe("MUI's words in the app's language", () => {
  it('names a pager and its buttons in Chinese', () => {
    render(
      <ThemeProvider theme={theme}>
        <Pagination count={5} page={2} />
        <TablePagination component="div" count={100} page={1} rowsPerPage={10} onPageChange={() => undefined} rowsPerPageOptions={[]} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('navigation', { name: '分页' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '转到下一页' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: '转到上一页' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Go to/ })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'pagination navigation' })).toBeNull();
  });

  it("names an autocomplete's buttons in Chinese", () => {
    render(
      <ThemeProvider theme={theme}>
        <Autocomplete options={['a', 'b']} value="a" renderInput={(params) => <TextField {...params} label="x" />} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: '展开选项' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '展开选项' }).parentElement?.querySelector('[aria-label="清除"], [title="清除"]')).toBeTruthy(); // shown on hover or focus
  });
});
