import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleCode } from '@form-a/domain/roles';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import { recordStatusText } from '../../../i18n/status-text';
import { formatDate, formatTimestamp } from '../../../lib/format-date';
import { joinName, NO_VALUE } from '../../../lib/format-record';
import { MaskedContact } from '../../../components/registration/masked-contact';
import type { useDuplicateLevels } from '../api/get-duplicate-levels';
import { isFullRecord, type ListedRegistration } from '../api/get-registrations';
import type { ColumnSet, RowAction } from '../config/lists';
import {
  ACTION_WIDTH,
  COLUMN_SETS,
  HEADER_KEYS,
  HIDDEN_BY_DEFAULT,
  SERVER_FILTER_OPERATORS,
  WIDTHS,
  filterableIn,
  sortableIn,
  type ColumnKey,
} from './registration-column-sets';
import { RowActionButtons } from './row-action-buttons';

export interface RegistrationColumnsOptions {
  columnSet: ColumnSet;
  /** the row actions this list offers (Check Duplicate only with its handler) */
  offered: readonly RowAction[];
  showUid: boolean;
  role: RoleCode | null;
  /** whether the badge column shows (the lists that offer Check Duplicate), and its levels */
  badges: boolean;
  levels: ReturnType<typeof useDuplicateLevels>['data'];
  onOpenRecord: (record: RegistrationRecord) => void;
  onCheckDuplicate?: ((record: RegistrationRecord) => void) | undefined;
}

/**
 * The grid's columns for a column set, the columns hidden until asked for, and the sort and
 * filter choices of the card list (the same fields the grid's columns offer).
 */
export function useRegistrationColumns({
  columnSet,
  offered,
  showUid,
  role,
  badges,
  levels,
  onOpenRecord,
  onCheckDuplicate,
}: RegistrationColumnsOptions) {
  const { t } = useTranslation();

  const columns = useMemo<GridColDef<ListedRegistration>[]>(() => {
    const defs: GridColDef<ListedRegistration>[] = COLUMN_SETS[columnSet].map((key) => {
      const base: GridColDef<ListedRegistration> = {
        field: key,
        headerName: t(HEADER_KEYS[key]),
        minWidth: WIDTHS[key] ?? 130,
        flex: key === 'id' ? 0 : 1,
        sortable: sortableIn(columnSet, key),
        filterable: filterableIn(columnSet, key),
        filterOperators: SERVER_FILTER_OPERATORS,
      };
      switch (key) {
        case 'id':
          return {
            ...base,
            width: WIDTHS.id,
            // a summary row has no record behind it that this reader may open
            renderCell: ({ row }) =>
              !isFullRecord(row) ? (
                row.id
              ) : (
                <Link
                  component="button"
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => onOpenRecord(row)}
                  sx={{ fontWeight: 600 }}
                >
                  {row.id}
                </Link>
              ),
          };
        case 'uid':
          return { ...base, valueGetter: (_value, row) => row.uid ?? NO_VALUE };
        case 'email':
        case 'phone':
          return {
            ...base,
            renderCell: ({ row }) =>
              isFullRecord(row) ? (
                <MaskedContact
                  registrationId={row.id}
                  name={joinName(row.first_name, row.middle_name, row.last_name)}
                  field={key}
                  value={row[key]}
                />
              ) : null,
          };
        case 'dob':
          return {
            ...base,
            valueGetter: (_value, row) => (isFullRecord(row) ? formatDate(row.dob) : NO_VALUE),
          };
        case 'status':
          return { ...base, valueGetter: (_value, row) => recordStatusText(t, row.status) };
        case 'last_updated':
          return { ...base, valueGetter: (_value, row) => formatTimestamp(row.last_updated) };
        default:
          return base;
      }
    });
    if (badges) {
      const afterNames = defs.findIndex((def) => def.field === 'last_name') + 1;
      defs.splice(afterNames, 0, {
        field: 'duplicate',
        headerName: t('review.badge.column'),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        minWidth: 160,
        valueGetter: (_value, row) => {
          const level = levels?.get(row.id);
          return level
            ? t(level === 'likely' ? 'review.badge.likely' : 'review.badge.possible')
            : '';
        },
        renderCell: ({ row, value }) => {
          const level = levels?.get(row.id);
          if (!level) return null;
          return (
            <Chip
              size="small"
              label={value as string}
              color={level === 'likely' ? 'warning' : 'default'}
              variant={level === 'likely' ? 'filled' : 'outlined'}
            />
          );
        },
      });
    }
    if (offered.length > 0) {
      // the spec lists Action last; it comes right after the names so that it is on screen
      // without scrolling sideways past a dozen columns (the MIT grid cannot pin columns)
      const afterNames = defs.findIndex((def) => def.field === 'last_name') + 1;
      defs.splice(afterNames, 0, {
        field: 'action',
        headerName: t('registrations.columns.action'),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        disableExport: true,
        minWidth: offered.reduce((sum, action) => sum + ACTION_WIDTH[action], 16),
        renderCell: ({ row }) => (
          <RowActionButtons
            row={row}
            offered={offered}
            role={role}
            onCheckDuplicate={onCheckDuplicate}
          />
        ),
      });
    }
    return defs;
  }, [columnSet, offered, role, t, onOpenRecord, onCheckDuplicate, badges, levels]);

  const initialVisibility = useMemo<GridColumnVisibilityModel>(() => {
    const model: GridColumnVisibilityModel = {};
    for (const key of HIDDEN_BY_DEFAULT) model[key] = false;
    if (!showUid) model.uid = false;
    return model;
  }, [showUid]);
  const fieldChoices = useMemo(() => {
    const keys = COLUMN_SETS[columnSet].filter((key) => key !== 'uid' || showUid);
    const choice = (key: ColumnKey) => ({ field: key, label: t(HEADER_KEYS[key]) });
    return {
      sort: keys.filter((key) => sortableIn(columnSet, key)).map(choice),
      filter: keys.filter((key) => filterableIn(columnSet, key)).map(choice),
    };
  }, [columnSet, showUid, t]);
  return { columns, initialVisibility, fieldChoices };
}
