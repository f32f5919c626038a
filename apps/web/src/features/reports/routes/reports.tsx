import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  REPORT_PERIOD_MESSAGE,
  reportQuerySchema,
  type ReportQuery,
} from '@form-a/domain/api/reports';
import { ReportFilters } from '../components/report-filters';
import { ReportsView } from '../components/reports-view';
import { translateMessage } from '../../../i18n/translate-message';

/** The filters live in the address, so a report can be bookmarked and sent on. */
function queryFrom(params: URLSearchParams): ReportQuery {
  const raw = Object.fromEntries(params);
  const parsed = reportQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  // a period the wrong way round is kept, for the form to say so; anything else is dropped
  const onlyTheOrder = parsed.error.issues.every(
    (issue) => issue.message === REPORT_PERIOD_MESSAGE,
  );
  if (!onlyTheOrder) return {};
  const { from, to, branch } = raw;
  return { from, to, ...(branch ? { branch } : {}) };
}

const searchOf = (query: ReportQuery) =>
  new URLSearchParams(query as Record<string, string>).toString();

/** /reports (data viewers, validators, approvers): charts and the tables behind them. */
export function ReportsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The filters are state, copied to the address: React queues two quick changes, where the
  // router's setter would hand both the same old address and the second would undo the first.
  const [query, setQuery] = useState<ReportQuery>(() => queryFrom(params));
  // Checked with the server's own schema before anything is asked: a From after To
  // is said under To, and the figures of the last sensible filters stay until it is put right.
  const checked = reportQuerySchema.safeParse(query);
  // null: nothing sensible yet (the address came with the period the wrong way round)
  const [applied, setApplied] = useState<ReportQuery | null>(() =>
    checked.success ? checked.data : null,
  );
  if (checked.success && (applied === null || searchOf(checked.data) !== searchOf(applied))) {
    setApplied(checked.data);
  }
  const search = searchOf(checked.success ? checked.data : query);
  const toError = checked.success
    ? undefined
    : translateMessage(t, checked.error.issues.find((issue) => issue.path[0] === 'to')?.message);
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
        errors={{ to: toError }}
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
      {applied ? <ReportsView query={applied} showBranches /> : null}
    </>
  );
}
