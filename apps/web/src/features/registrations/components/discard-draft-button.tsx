import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import {
  DiscardDraftDialog,
  draftName,
  type DiscardTarget,
} from '../../../components/registration/discard-draft-dialog';
import { flashState } from '../../../lib/flash';

/**
 * A draft row's Discard (ADR 051): asks first, then the list shows the record gone and says so
 * at its top (the alert a redirect would hand over).
 */
export function DiscardDraftButton({ record }: { record: RegistrationRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [target, setTarget] = useState<DiscardTarget | null>(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="error"
        aria-haspopup="dialog"
        aria-label={t('registrations.discard.buttonFor', { id: record.id })}
        onClick={() =>
          setTarget({ id: record.id, revision: record.revision, name: draftName(record) })
        }
      >
        {t('registrations.actions.discard')}
      </Button>
      <DiscardDraftDialog
        target={target}
        onClose={() => setTarget(null)}
        onDiscarded={() => {
          setTarget(null);
          void navigate(
            { pathname: location.pathname, search: location.search },
            {
              replace: true,
              state: flashState([{ severity: 'success', text: t('apiErrors.workflow.discarded') }]),
            },
          );
        }}
      />
    </>
  );
}
