import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import { FlashMessages } from '../../../components/flash-messages';
import { useSignedInUser } from '../../../lib/session';
import { listSetup, type RegistrationListId } from '../config/lists';
import { RegistrationDataDialog } from './registration-data-dialog';
import { RegistrationsGrid } from './registrations-grid';

export interface RegistrationListScreenProps {
  list: RegistrationListId;
  /** given by a route that composes the duplicate-check dialog (app/routes) */
  onCheckDuplicate?: ((record: RegistrationRecord) => void) | undefined;
}

/** A list screen: its title, any alert handed over by a redirect, the grid and the record popup. */
export function RegistrationListScreen({ list, onCheckDuplicate }: RegistrationListScreenProps) {
  const { t } = useTranslation();
  const { role } = useSignedInUser();
  const setup = listSetup(list, role);
  const [popup, setPopup] = useState<{ id: number | null; open: boolean }>({
    id: null,
    open: false,
  });
  const openRecord = useCallback(
    (record: RegistrationRecord) => setPopup({ id: record.id, open: true }),
    [setPopup],
  );
  const title = t(setup.titleKey);
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {title}
      </Typography>
      <FlashMessages />
      <RegistrationsGrid
        // a new view (a data viewer's 'In Progress') starts from page 0 with its own models
        key={setup.view}
        view={setup.view}
        columns={setup.columns}
        actions={setup.actions}
        showUid={setup.showUid}
        role={role}
        label={title}
        onOpenRecord={openRecord}
        onCheckDuplicate={onCheckDuplicate}
      />
      <RegistrationDataDialog
        open={popup.open}
        registrationId={popup.id}
        onClose={() => setPopup((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
