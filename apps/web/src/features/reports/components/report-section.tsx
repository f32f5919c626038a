import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface ReportSectionProps {
  title: string;
  note?: string | undefined;
  /** the chart: drawn for the eye; the table below says the same for everyone */
  chart: ReactNode;
  table: ReactNode;
}

/** One report: a titled region with its chart and the table behind it. */
export function ReportSection({ title, note, chart, table }: ReportSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {note}
        </Typography>
      ) : null}
      {/* the chart repeats the table: hidden from screen readers, which read the table (so the
          charts take no Tab stop either: disableKeyboardNavigation) */}
      <Box aria-hidden sx={{ mt: 1, width: '100%', minWidth: 0 }}>
        {chart}
      </Box>
      {table}
    </Paper>
  );
}
