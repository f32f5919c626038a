import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid';
import { translateApiError } from '../../../i18n/translate-api-error';
import { formatTimestamp } from '../../../lib/format-date';
import { NO_VALUE } from '../../../lib/format-record';
import { usePrecheckMatches, type PrecheckMatch } from '../api/get-precheck-matches';

/**
 * /duplicates/precheck-matches (approvers): every duplicate pre-check that matched someone, with
 * who ran it (ADR 045). The secretary who ran it learns only 'likely, in the registry or in
 * process'; many checks on one person, each with another birth date, are a search for that
 * birth date, and this is where it shows (a registration's own history shows it too).
 */
export function PrecheckMatchesRoute() {
  const { t } = useTranslation();
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({
    page: 0,
    pageSize: 50,
  });
  const matches = usePrecheckMatches(paginationModel);

  const columns = useMemo<GridColDef<PrecheckMatch>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: t('review.precheckMatches.columns.when'),
        minWidth: 170,
        valueGetter: (_value, row) => formatTimestamp(row.createdAt),
      },
      {
        field: 'proberName',
        headerName: t('review.precheckMatches.columns.prober'),
        minWidth: 180,
        flex: 1,
        valueGetter: (_value, row) => `${row.proberName} (${row.proberUid})`,
      },
      {
        field: 'proberBranch',
        headerName: t('review.precheckMatches.columns.branch'),
        minWidth: 120,
        valueGetter: (_value, row) => row.proberBranch ?? NO_VALUE,
      },
      {
        field: 'level',
        headerName: t('review.precheckMatches.columns.level'),
        minWidth: 190,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.level === 'likely' ? 'warning' : 'default'}
            label={t(`review.precheckMatches.levels.${row.level}`)}
          />
        ),
      },
      {
        field: 'matchedName',
        headerName: t('review.precheckMatches.columns.matched'),
        minWidth: 240,
        flex: 1,
        valueGetter: (_value, row) =>
          `${row.matchedName || NO_VALUE}, ${
            row.memberUid !== null
              ? t('review.precheckMatches.member', { uid: row.memberUid })
              : t('review.precheckMatches.record', { id: row.registrationId })
          }`,
      },
      {
        field: 'matchedBranch',
        headerName: t('review.precheckMatches.columns.matchedBranch'),
        minWidth: 140,
        valueGetter: (_value, row) => row.matchedBranch ?? NO_VALUE,
      },
    ],
    [t],
  );

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('review.precheckMatches.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('review.precheckMatches.subtitle')}
      </Typography>
      {matches.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translateApiError(t, matches.error)}
        </Alert>
      ) : null}
      <ServerDataGrid<PrecheckMatch>
        aria-label={t('review.precheckMatches.title')}
        rows={matches.data?.items ?? []}
        rowCount={matches.data?.total ?? 0}
        columns={columns}
        loading={matches.isFetching && !matches.data}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        emptyLabel={t('review.precheckMatches.empty')}
      />
    </>
  );
}
