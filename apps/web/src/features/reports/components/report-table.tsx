import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

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

interface Overflow {
  /** wider than its box: part of it is out of sight */
  wide: boolean;
  /** more to see on that side */
  left: boolean;
  right: boolean;
}

const FITS: Overflow = { wide: false, left: false, right: false };

/** Whether `element` scrolls sideways, and which of its sides hide columns; kept up to date. */
function useHorizontalOverflow() {
  const ref = useRef<HTMLDivElement | null>(null);
  const [overflow, setOverflow] = useState<Overflow>(FITS);
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const hidden = element.scrollWidth - element.clientWidth;
    // a pixel of rounding is not a column
    const next: Overflow =
      hidden > 1
        ? { wide: true, left: element.scrollLeft > 1, right: element.scrollLeft < hidden - 1 }
        : FITS;
    setOverflow((current) =>
      current.wide === next.wide && current.left === next.left && current.right === next.right
        ? current
        : next,
    );
  }, []);
  useEffect(() => {
    measure();
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // the table inside grows with its rows and words (a new period, the other language)
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return { ref, overflow, measure };
}

/** The shadow at a cut edge: more columns lie that way. */
function EdgeShadow({ side }: { side: 'left' | 'right' }) {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        [side]: 0,
        width: 28,
        pointerEvents: 'none',
        // above the sticky header cells
        zIndex: 3,
        background: `linear-gradient(to ${side === 'right' ? 'left' : 'right'}, rgba(0, 0, 0, 0.22), rgba(0, 0, 0, 0))`,
      }}
    />
  );
}

/**
 * The figures behind a chart, as a table a screen reader and a printout can use. Wider than
 * the screen (a phone), it scrolls sideways, and says so: a shadow at each edge that hides
 * columns, and 'Scroll sideways for more' under it (without it the tables looked cut off).
 */
export function ReportTable({ caption, columns, rows, footer }: ReportTableProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const { ref, overflow, measure } = useHorizontalOverflow();
  return (
    <>
      <Box sx={{ position: 'relative', mt: 2 }}>
        {/* it scrolls (a phone, a long period): keyboard users scroll it too (WCAG 2.1.1); a group,
        not a region: the report section around it is already the landmark of that name */}
        <TableContainer
          ref={ref}
          tabIndex={0}
          role="group"
          aria-label={caption}
          aria-describedby={overflow.wide ? hintId : undefined}
          onScroll={measure}
          sx={{ maxHeight: 360 }}
        >
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
        {overflow.left ? <EdgeShadow side="left" /> : null}
        {overflow.right ? <EdgeShadow side="right" /> : null}
      </Box>
      {overflow.wide ? (
        <Typography
          id={hintId}
          variant="caption"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
        >
          <SwapHoriz fontSize="small" aria-hidden />
          {t('reports.scrollHint')}
        </Typography>
      ) : null}
    </>
  );
}
