import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STAGE_AGE_BUCKETS,
  type Report,
  type ReportStatusCounts,
} from '@form-a/domain/api/reports';
import { STATUS, type StatusId } from '@form-a/domain/status';
import { formatCount } from '../../../i18n/format-number';
import { recordStatusText } from '../../../i18n/status-text';
import { ReportSection } from './report-section';
import { ReportTable, type ReportColumn } from './report-table';

/** The status columns of the by-branch and by-month reports, in workflow order. */
const STATUS_COLUMNS: ReadonlyArray<[Exclude<keyof ReportStatusCounts, 'total'>, StatusId]> = [
  ['draft', STATUS.DRAFT],
  ['submitted', STATUS.SUBMITTED],
  ['validated', STATUS.VALIDATED],
  ['returned', STATUS.RETURNED],
  ['approved', STATUS.APPROVED],
];
/** one colour per status in every chart (the pie would otherwise colour by position) */
const STATUS_COLORS: Record<StatusId, string> = {
  [STATUS.DRAFT]: '#90a4ae',
  [STATUS.SUBMITTED]: '#f9a825',
  [STATUS.VALIDATED]: '#1e88e5',
  [STATUS.RETURNED]: '#e53935',
  [STATUS.APPROVED]: '#43a047',
  // never in a report (ADR 051, 055); the table is complete by type
  [STATUS.DISCARDED]: '#bdbdbd',
  [STATUS.ERASED]: '#bdbdbd',
};
/** stage-age buckets from fresh to stale */
const AGE_COLORS = ['#43a047', '#9ccc65', '#fdd835', '#fb8c00', '#e53935'];
/** branches drawn in the by-branch chart; the table lists every one */
const CHART_BRANCHES = 12;

function useFormatters() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const monthFormat = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const count = (value: number) => formatCount(value, language);
    return {
      t,
      count,
      month: (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`)),
      status: (status: number) => recordStatusText(t, status),
      /** the charts' own texts in the reader's language (MUI X ships them in English only) */
      chartText: (noData: string) => ({ noData, loading: t('reports.chartLoading') }),
      /**
       * An axis of record counts: whole numbers only (a step of 0.2 records means nothing);
       * tickMinStep keeps d3 from putting ticks between them.
       */
      countAxis: { tickMinStep: 1, valueFormatter: (value: number) => count(value) },
    };
  }, [t, language]);
}

type Formatters = ReturnType<typeof useFormatters>;

function statusColumns(f: Formatters): ReportColumn[] {
  return [
    ...STATUS_COLUMNS.map(([key, status]) => ({ key, label: f.status(status), numeric: true })),
    { key: 'total', label: f.t('reports.total'), numeric: true },
  ];
}

function countCells(f: Formatters, counts: ReportStatusCounts): Record<string, string> {
  const cells: Record<string, string> = { total: f.count(counts.total) };
  for (const [key] of STATUS_COLUMNS) cells[key] = f.count(counts[key]);
  return cells;
}

function sumCounts(rows: readonly ReportStatusCounts[]): ReportStatusCounts {
  const sum = { draft: 0, submitted: 0, validated: 0, approved: 0, returned: 0, total: 0 };
  for (const row of rows)
    for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += row[key];
  return sum;
}

function statusSeries(f: Formatters) {
  return STATUS_COLUMNS.map(([key, status]) => ({
    dataKey: key,
    label: f.status(status),
    color: STATUS_COLORS[status],
    stack: 'status',
    valueFormatter: (value: number | null) => f.count(value ?? 0),
  }));
}

export function MonthReport({ report }: { report: Report }) {
  const f = useFormatters();
  const dataset = report.byMonth.map((row) => ({ ...row, label: f.month(row.month) }));
  return (
    <ReportSection
      title={f.t('reports.byMonth.title')}
      chart={
        <BarChart
          disableKeyboardNavigation
          height={280}
          dataset={dataset}
          xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
          yAxis={[{ width: 56, ...f.countAxis }]}
          series={statusSeries(f)}
          localeText={f.chartText(f.t('reports.noData'))}
        />
      }
      table={
        <ReportTable
          caption={f.t('reports.byMonth.title')}
          columns={[{ key: 'month', label: f.t('reports.byMonth.month') }, ...statusColumns(f)]}
          rows={dataset.map((row) => ({ month: row.label, ...countCells(f, row) }))}
          footer={{ month: f.t('reports.total'), ...countCells(f, sumCounts(report.byMonth)) }}
        />
      }
    />
  );
}

export function BranchReport({ report }: { report: Report }) {
  const f = useFormatters();
  const drawn = report.byBranch.slice(0, CHART_BRANCHES);
  const many = report.byBranch.length > CHART_BRANCHES;
  return (
    <ReportSection
      title={f.t('reports.byBranch.title')}
      note={many ? f.t('reports.byBranch.chartNote', { count: CHART_BRANCHES }) : undefined}
      chart={
        <BarChart
          disableKeyboardNavigation
          height={Math.max(160, 48 + drawn.length * 28)}
          layout="horizontal"
          dataset={drawn}
          yAxis={[{ scaleType: 'band', dataKey: 'branch', width: 96 }]}
          xAxis={[f.countAxis]}
          series={statusSeries(f)}
          localeText={f.chartText(f.t('reports.noData'))}
        />
      }
      table={
        <ReportTable
          caption={f.t('reports.byBranch.title')}
          columns={[{ key: 'branch', label: f.t('reports.branch') }, ...statusColumns(f)]}
          rows={report.byBranch.map((row) => ({ branch: row.branch, ...countCells(f, row) }))}
          footer={{ branch: f.t('reports.total'), ...countCells(f, sumCounts(report.byBranch)) }}
        />
      }
    />
  );
}

export function StatusReport({ report }: { report: Report }) {
  const f = useFormatters();
  const total = report.byStatus.reduce((sum, row) => sum + row.count, 0);
  return (
    <ReportSection
      title={f.t('reports.byStatus.title')}
      chart={
        <PieChart
          disableKeyboardNavigation
          height={240}
          series={[
            {
              innerRadius: 50,
              paddingAngle: 1,
              data: report.byStatus
                .filter((row) => row.count > 0)
                .map((row) => ({
                  id: row.status,
                  value: row.count,
                  label: f.status(row.status),
                  color: STATUS_COLORS[row.status],
                })),
              valueFormatter: (item: { value: number }) => f.count(item.value),
            },
          ]}
          localeText={f.chartText(f.t('reports.noData'))}
        />
      }
      table={
        <ReportTable
          caption={f.t('reports.byStatus.title')}
          columns={[
            { key: 'status', label: f.t('reports.byStatus.status') },
            { key: 'count', label: f.t('reports.byStatus.count'), numeric: true },
          ]}
          rows={report.byStatus.map((row) => ({
            status: f.status(row.status),
            count: f.count(row.count),
          }))}
          footer={{ status: f.t('reports.total'), count: f.count(total) }}
        />
      }
    />
  );
}

export function StageAgeReport({ report }: { report: Report }) {
  const f = useFormatters();
  // On a phone the states stand one under another: side by side, the axis had room for two of
  // their names and dropped the third ('Validated').
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const dataset = report.stageAge.map((row) => ({
    state: f.status(row.status),
    ...row.buckets,
    total: row.total,
  }));
  const bucketLabel = (key: string) => f.t(`reports.stageAge.buckets.${key}` as 'reports.total');
  return (
    <ReportSection
      title={f.t('reports.stageAge.title')}
      note={f.t('reports.stageAge.note')}
      chart={
        <BarChart
          disableKeyboardNavigation
          localeText={f.chartText(f.t('reports.stageAge.noData'))}
          dataset={dataset}
          {...(phone
            ? {
                layout: 'horizontal' as const,
                height: Math.max(200, 120 + dataset.length * 40),
                yAxis: [
                  {
                    scaleType: 'band' as const,
                    dataKey: 'state',
                    // room for the longest state's name ('Returned for Correction', 'सुधार के
                    // लिए लौटाया गया'): narrower, MUI X cut it to 'Returned for Co…'
                    width: 160,
                    tickLabelStyle: { fontSize: 11 },
                  },
                ],
                xAxis: [f.countAxis],
              }
            : {
                height: 280,
                xAxis: [{ scaleType: 'band' as const, dataKey: 'state' }],
                yAxis: [{ width: 56, ...f.countAxis }],
              })}
          series={STAGE_AGE_BUCKETS.map((bucket, index) => ({
            dataKey: bucket.key,
            color: AGE_COLORS[index]!,
            label: bucketLabel(bucket.key),
            stack: 'age',
            valueFormatter: (value: number | null) => f.count(value ?? 0),
          }))}
        />
      }
      table={
        <ReportTable
          caption={f.t('reports.stageAge.title')}
          columns={[
            { key: 'state', label: f.t('reports.stageAge.state') },
            ...STAGE_AGE_BUCKETS.map((bucket) => ({
              key: bucket.key,
              label: bucketLabel(bucket.key),
              numeric: true,
            })),
            { key: 'total', label: f.t('reports.total'), numeric: true },
          ]}
          rows={dataset.map((row) => ({
            state: row.state,
            total: f.count(row.total),
            ...Object.fromEntries(
              STAGE_AGE_BUCKETS.map((bucket) => [bucket.key, f.count(row[bucket.key])]),
            ),
          }))}
        />
      }
    />
  );
}

/** The four reports: one column, two on a very wide screen (the tables need the width). */
export function ReportSections({
  report,
  showBranches,
}: {
  report: Report;
  showBranches: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <MonthReport report={report} />
      <StatusReport report={report} />
      {showBranches ? <BranchReport report={report} /> : null}
      <StageAgeReport report={report} />
    </Box>
  );
}
