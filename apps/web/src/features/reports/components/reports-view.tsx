import Alert from '@mui/material/Alert';
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
      {/* keeps its place while a new filter loads, so nothing below jumps */}
      <LinearProgress
        aria-hidden
        sx={{ mb: 1, visibility: report.isFetching ? 'visible' : 'hidden' }}
      />
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
