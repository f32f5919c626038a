import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { RoleCode } from '@form-a/domain/roles';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import { Link as RouterLink } from 'react-router';
import { isFullRecord, type ListedRegistration } from '../api/get-registrations';
import { rowActions, type RowAction } from '../config/lists';
import { DiscardDraftButton } from './discard-draft-button';

export interface RowActionButtonsProps {
  row: ListedRegistration;
  /** the list's actions; each row keeps those its status allows */
  offered: readonly RowAction[];
  role: RoleCode | null;
  onCheckDuplicate?: ((record: RegistrationRecord) => void) | undefined;
  /** a card may wrap its buttons onto a second line; a grid cell keeps one row */
  wrap?: boolean;
}

/** One row's action buttons, the same in the grid's Action cell and on a phone's card. */
export function RowActionButtons({
  row,
  offered,
  role,
  onCheckDuplicate,
  wrap = false,
}: RowActionButtonsProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap={wrap}
      sx={{ alignItems: 'center', height: '100%', flexWrap: wrap ? 'wrap' : 'nowrap' }}
    >
      {rowActions(offered, row, role).map((link) => {
        const text = t(`registrations.actions.${link.action}`);
        if (link.action === 'checkDuplicate') {
          return (
            <Button
              key={link.action}
              size="small"
              variant="outlined"
              color="secondary"
              aria-haspopup="dialog"
              onClick={() => isFullRecord(row) && onCheckDuplicate?.(row)}
            >
              {text}
            </Button>
          );
        }
        if (link.action === 'discard') {
          return isFullRecord(row) ? <DiscardDraftButton key={link.action} record={row} /> : null;
        }
        if (link.newTab) {
          return (
            <Button
              key={link.action}
              size="small"
              variant="outlined"
              component="a"
              href={link.to}
              target="_blank"
              rel="noopener noreferrer"
            >
              {text}
            </Button>
          );
        }
        return (
          <Button
            key={link.action}
            size="small"
            variant="contained"
            disableElevation
            component={RouterLink}
            to={link.to}
          >
            {text}
          </Button>
        );
      })}
    </Stack>
  );
}
