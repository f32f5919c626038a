import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface ReportColumn {
  key: string;
  label: string;
  /** counts are right-aligned */
  numeric?: boolean;
}

export interface ReportTableProps {
  caption: string;
  columns: readonly ReportColumn[];
  rows: ReadonlyArray<Record<string, string>>;
  /** the footer row (totals), already formatted */
  footer?: Record<string, string> | undefined;
}

/** The figures behind a chart, as a table a screen reader and a printout can use. */
export function ReportTable({ caption, columns, rows, footer }: ReportTableProps) {
  return (
    // it scrolls (a phone, a long period): keyboard users scroll it too (WCAG 2.1.1); a group,
    // not a region: the report section around it is already the landmark of that name
    <TableContainer tabIndex={0} role="group" aria-label={caption} sx={{ maxHeight: 360, mt: 2 }}>
      <Table size="small" stickyHeader aria-label={caption}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={row[columns[0]!.key] ?? index}>
              {columns.map((column, columnIndex) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  {...(columnIndex === 0 ? { component: 'th', scope: 'row' } : {})}
                >
                  {row[column.key]}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {footer ? (
            <TableRow>
              {columns.map((column, columnIndex) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sx={{ fontWeight: 700 }}
                  {...(columnIndex === 0 ? { component: 'th', scope: 'row' } : {})}
                >
                  {footer[column.key]}
                </TableCell>
              ))}
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
