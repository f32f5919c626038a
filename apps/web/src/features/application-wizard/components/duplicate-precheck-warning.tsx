import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../i18n/translate-api-error';
import { isApiError } from '../../../lib/api-client';
import { useDuplicatePrecheck } from '../api/precheck-duplicates';
import type { PrecheckPerson } from '../../../lib/registration-writes';

/**
 * Before Submit: the secretary is told when the duplicate check already knows this person, in
 * the registry or in process (ADR 029). A warning, not a refusal: the reviewers decide.
 */
export function DuplicatePrecheckWarning({
  person,
  excludeId,
}: {
  person: PrecheckPerson;
  /** the record being corrected, so that it does not warn about itself */
  excludeId?: number | undefined;
}) {
  const { t } = useTranslation();
  const check = useDuplicatePrecheck(person, excludeId);
  const warning = check.data?.warning;
  if (isApiError(check.error) && check.error.status === 429) {
    // The account's pre-checks for the hour are spent (ADR 045): say so, rather than let the
    // missing warning read as 'no duplicate'.
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('wizard.precheckPaused', { reason: translateApiError(t, check.error) })}
      </Alert>
    );
  }
  if (!warning) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {t(
        warning.source === 'registry'
          ? 'apiErrors.precheck.registry'
          : 'apiErrors.precheck.inProcess',
      )}
    </Alert>
  );
}
