import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReportQuery } from '@form-a/domain/api/reports';
import { formatDate } from '../../../lib/format-date';
import { loadFailedText } from '../../../i18n/translate-api-error';
import { useReport } from '../api/get-report';
import { ReportSections } from './report-sections';

export interface ReportsViewProps {
  query: ReportQuery;
  showBranches: boolean;
}

/** The figures for a query: the period they cover, then the four reports. */
export function ReportsView({ query, showBranches }: ReportsViewProps) {
  const { t } = useTranslation();
  const report = useReport(query);
  if (report.isError && !report.data)
    return (
      <Alert severity="error">{loadFailedText(t, report.error, t('reports.loadFailed'))}</Alert>
    );
  if (!report.data) return <LinearProgress aria-label={t('common.loading')} />;
  const { period } = report.data;
  return (
    <>
      {/* A bar while a new filter loads, an empty strip of its height otherwise, so nothing
          below jumps. Not a hidden bar: a hidden bar's animation still runs, redrawing the page
          sixty times a second for as long as the dashboard is open (a phone's battery). */}
      {report.isFetching ? (
        <LinearProgress aria-hidden sx={{ mb: 1 }} />
      ) : (
        <Box aria-hidden sx={{ height: 4, mb: 1 }} />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
        {period.from
          ? t('reports.period', { from: formatDate(period.from), to: formatDate(period.to) })
          : t('reports.periodAll', { to: formatDate(period.to) })}
        {report.data.branch ? ` · ${report.data.branch}` : ''}
      </Typography>
      <ReportSections report={report.data} showBranches={showBranches} />
    </>
  );
}
