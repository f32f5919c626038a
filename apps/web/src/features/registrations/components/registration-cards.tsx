import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '@form-a/domain/registration-views';
import type { RoleCode } from '@form-a/domain/roles';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import { recordStatusText } from '../../../i18n/status-text';
import { formatTimestamp } from '../../../lib/format-date';
import { joinName, NO_VALUE } from '../../../lib/format-record';
import { MaskedContact } from '../../../components/registration/masked-contact';
import { isFullRecord, type ListedRegistration } from '../api/get-registrations';
import type { RowAction } from '../config/lists';
import { CardListControls, type CardListControlsProps } from './card-list-controls';
import { RowActionButtons } from './row-action-buttons';

export interface RegistrationCardsProps extends CardListControlsProps {
  rows: readonly ListedRegistration[];
  loading: boolean;
  /** accessible name of the list (the screen's title) */
  label: string;
  showUid: boolean;
  offered: readonly RowAction[];
  role: RoleCode | null;
  /** the queue's duplicate badges, by record id */
  levels: ReadonlyMap<number, string | null> | undefined;
  /** the server's total; -1 when it only knows there is a next page */
  rowCount: number;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  onOpenRecord: (record: RegistrationRecord) => void;
  onCheckDuplicate?: ((record: RegistrationRecord) => void) | undefined;
}

/** A label and its value inside a card's description list. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {term}
      </Box>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

/**
 * A list on a phone (under 600 px): one card per record with its name, status, date and the
 * row's actions, where the DataGrid would show two columns and hide the rest to the side.
 * Paging, sorting and the filter are the grid's models, so the server still does the work.
 */
export function RegistrationCards({
  rows,
  loading,
  label,
  showUid,
  offered,
  role,
  levels,
  rowCount,
  paginationModel,
  onPaginationModelChange,
  onOpenRecord,
  onCheckDuplicate,
  ...controls
}: RegistrationCardsProps) {
  const { t } = useTranslation();
  return (
    <Box>
      <CardListControls {...controls} />
      <Box sx={{ height: 4, mb: 1 }}>
        {loading ? <LinearProgress aria-label={t('common.loading')} /> : null}
      </Box>
      {rows.length === 0 && !loading ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('registrations.cards.noRecords')}
        </Typography>
      ) : null}
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => {
          const name = joinName(row.first_name, row.middle_name, row.last_name) || NO_VALUE;
          const level = levels?.get(row.id);
          return (
            <Card component="li" key={row.id} variant="outlined" aria-label={name}>
              <CardContent sx={{ pb: 1 }}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
                >
                  <Typography
                    component="h2"
                    variant="subtitle1"
                    sx={{ fontWeight: 700, lineHeight: 1.3, minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {name}
                  </Typography>
                  <Chip size="small" variant="outlined" label={recordStatusText(t, row.status)} />
                </Stack>
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'auto 1fr',
                    columnGap: 1.5,
                    rowGap: 0.25,
                    m: 0,
                    mt: 1,
                    typography: 'body2',
                  }}
                >
                  <Detail term={t('registrations.columns.id')}>
                    {isFullRecord(row) ? (
                      <Link
                        component="button"
                        type="button"
                        aria-haspopup="dialog"
                        onClick={() => onOpenRecord(row)}
                        sx={{ fontWeight: 600, typography: 'body2', verticalAlign: 'baseline' }}
                      >
                        {row.id}
                      </Link>
                    ) : (
                      row.id
                    )}
                  </Detail>
                  {showUid ? (
                    <Detail term={t('registrations.columns.uid')}>{row.uid ?? NO_VALUE}</Detail>
                  ) : null}
                  {isFullRecord(row)
                    ? (['phone', 'email'] as const).map((field) => (
                        <Detail key={field} term={t(`contact.${field}`)}>
                          <MaskedContact
                            registrationId={row.id}
                            name={name}
                            field={field}
                            value={row[field]}
                            empty={NO_VALUE}
                            wrap
                          />
                        </Detail>
                      ))
                    : null}
                  <Detail term={t('registrations.columns.branch')}>{row.branch || NO_VALUE}</Detail>
                  <Detail term={t('registrations.columns.created')}>
                    {formatTimestamp(row.last_updated)}
                  </Detail>
                </Box>
                {level ? (
                  <Chip
                    size="small"
                    sx={{ mt: 1 }}
                    label={t(level === 'likely' ? 'review.badge.likely' : 'review.badge.possible')}
                    color={level === 'likely' ? 'warning' : 'default'}
                    variant={level === 'likely' ? 'filled' : 'outlined'}
                  />
                ) : null}
              </CardContent>
              {offered.length > 0 ? (
                <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
                  <RowActionButtons
                    row={row}
                    offered={offered}
                    role={role}
                    onCheckDuplicate={onCheckDuplicate}
                    wrap
                  />
                </CardActions>
              ) : null}
            </Card>
          );
        })}
      </Stack>
      <TablePagination
        component="div"
        count={rowCount}
        page={paginationModel.page}
        rowsPerPage={paginationModel.pageSize}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
        onPageChange={(_event, page) => onPaginationModelChange({ ...paginationModel, page })}
        onRowsPerPageChange={(event) =>
          onPaginationModelChange({ page: 0, pageSize: Number(event.target.value) })
        }
        sx={{ '.MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
      />
    </Box>
  );
}
