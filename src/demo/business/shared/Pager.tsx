/** Table paging with the specification's page sizes (5, 10, 15, 20, 30, 50, all) and translated labels. */
import TablePagination from '@mui/material/TablePagination';
import { useTranslate } from 'react-admin';
import { PAGE_SIZES } from './api';

export function Pager({
  count,
  page,
  itemsPerPage,
  onChange,
}: {
  count: number;
  page: number;
  itemsPerPage: number;
  onChange: (page: number, itemsPerPage: number) => void;
}) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={itemsPerPage === -1 ? 0 : Math.max(0, Math.min(page - 1, Math.max(0, Math.ceil(count / itemsPerPage) - 1)))}
      rowsPerPage={itemsPerPage}
      rowsPerPageOptions={PAGE_SIZES.map((n) => (n === -1 ? { value: -1, label: translate('app.templates.common.all') } : n))}
      onPageChange={(_e, p) => onChange(p + 1, itemsPerPage)}
      onRowsPerPageChange={(e) => onChange(1, Number(e.target.value))}
      labelRowsPerPage={translate('app.templates.common.rows_per_page')}
      labelDisplayedRows={({ from, to, count: n }) => translate('app.templates.common.displayed_rows', { from, to, count: n })}
      getItemAriaLabel={(type) => translate(`app.templates.common.page_${type}`)}
    />
  );
}
