import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { reportQuerySchema, type ReportQuery } from '@form-a/domain/api/reports';
import { ReportFilters } from '../components/report-filters';
import { ReportsView } from '../components/reports-view';

/** The filters live in the address, so a report can be bookmarked and sent on. */
function queryFrom(params: URLSearchParams): ReportQuery {
  const parsed = reportQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : {};
}

/** /reports (data viewers, validators, approvers): charts and the tables behind them. */
export function ReportsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The filters are state, copied to the address: React queues two quick changes, where the
  // router's setter would hand both the same old address and the second would undo the first.
  const [query, setQuery] = useState<ReportQuery>(() => queryFrom(params));
  const search = new URLSearchParams(query as Record<string, string>).toString();
  useEffect(() => {
    if (search !== params.toString()) setParams(search, { replace: true });
  }, [search, params, setParams]);
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('reports.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('reports.intro')}
      </Typography>
      <ReportFilters
        value={query}
        chooseBranch
        onChange={(key, text) =>
          setQuery((current) => {
            const next = { ...current };
            if (text === '') delete next[key];
            else next[key] = text;
            return next;
          })
        }
        onClear={() => setQuery({})}
      />
      <ReportsView query={query} showBranches />
    </>
  );
}
