import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../config/paths';
import { isNetworkError } from '../../../lib/api-client';
import { devicePhotoKey } from '../../../lib/device-photo';
import type { WizardStep } from '@form-a/domain/wizard-steps';
import { useSignedInUser } from '../../../lib/session';
import type { CreateAction } from '@form-a/domain/api/registrations';
import { useCreateRegistration } from '../api/create-registration';
import { useUpdateRegistration } from '../api/update-registration';
import { ApplicationWizard } from '../components/application-wizard';
import { DraftAutosaveStatus } from '../components/draft-autosave-status';
import { useDraftAutosave } from '../components/use-draft-autosave';
import { newApplicationValues, toRequestValues } from '../components/wizard-form';
import { useRedirectAfter } from '../components/use-redirect-after';
import { useBranchOptions } from '../components/use-branch-options';
import { WizardOutcome } from '../components/wizard-outcome';
import { DatePickers } from '../../../components/form/date-pickers';
import { PageTitle } from '../components/page-title';
import { workflowAlertRef } from '../../../i18n/translate-api-error';
import { messageRef } from '@form-a/domain/message-ref';

/** Redirect delay after a draft save (spec section 2 "Action screens"). */
const DRAFT_REDIRECT_MS = 500;

interface Outcome {
  /** 'queued': kept in this device's outbox until the server can be reached (ADR 075) */
  action: CreateAction | 'queued';
  message: string;
}

function NewApplication({ onAnother }: { onAnother: () => void }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const branchOptions = useBranchOptions(user.branch);
  const create = useCreateRegistration();
  const update = useUpdateRegistration();
  // the input is saved as a draft while it is typed, and restored on the next visit
  const autosave = useDraftAutosave({
    userId: user.id,
    slot: 'new',
    record: null,
    initialValues: newApplicationValues(user.branch),
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useRedirectAfter(
    outcome?.action === 'draft' ? PATHS.draftList : null,
    DRAFT_REDIRECT_MS,
    outcome ? { severity: 'success', text: outcome.message } : undefined,
  );

  if (outcome?.action === 'draft') {
    return <WizardOutcome alert={outcome.message} text={messageRef('application.savedInDraft')} />;
  }
  if (outcome?.action === 'queued') {
    return (
      <WizardOutcome alert={t('offline.queued')} text={t('offline.queuedText')}>
        <div>
          <Button variant="contained" onClick={onAnother} sx={{ mr: 1, mb: 1 }}>
            {t('wizard.addAnother')}
          </Button>
          <Button variant="outlined" component={RouterLink} to={PATHS.waitingList} sx={{ mb: 1 }}>
            {t('offline.waitingScreen')}
          </Button>
        </div>
      </WizardOutcome>
    );
  }
  if (outcome?.action === 'submit') {
    return (
      <WizardOutcome alert={outcome.message} text={messageRef('application.submitted')}>
        <div>
          <Button variant="contained" onClick={onAnother} sx={{ mr: 1, mb: 1 }}>
            {t('wizard.addAnother')}
          </Button>
          <Button variant="outlined" component={RouterLink} to={PATHS.inProcessList} sx={{ mb: 1 }}>
            {t('pages.inProcess')}
          </Button>
        </div>
      </WizardOutcome>
    );
  }
  return (
    <ApplicationWizard
      initialValues={autosave.initialValues}
      initialStep={autosave.initialStep as WizardStep}
      onValuesChange={autosave.onChange}
      header={
        <DraftAutosaveStatus
          autosave={autosave}
          onStartNew={() => {
            autosave.finish();
            onAnother();
          }}
        />
      }
      branchOptions={branchOptions}
      commands={['submit', 'draft']}
      onCommand={async (command, values, consent) => {
        const action: CreateAction = command === 'draft' ? 'draft' : 'submit';
        // no server to take it, or a photo only this device has: the outbox sends it (ADR 075)
        const queue = async () => {
          const kept = autosave.snapshot();
          const { enqueueApplication } = await import('../../../lib/offline-store');
          await enqueueApplication({
            userId: user.id,
            values,
            consent: consent ?? null,
            createKey: kept.createKey,
            record:
              kept.id !== null && kept.revision !== null
                ? { id: kept.id, revision: kept.revision }
                : null,
            // as the autosave sent it (its key names that body): the outbox sends it again
            unconfirmed: kept.unconfirmed && {
              ...kept.unconfirmed,
              values: toRequestValues(kept.unconfirmed.values),
            },
          });
          autosave.finish();
          setOutcome({ action: 'queued', message: '' });
        };
        if (action === 'submit' && devicePhotoKey(values.photo) !== null) {
          await autosave.settle().catch(() => undefined);
          return queue();
        }
        let target: Awaited<ReturnType<typeof autosave.settle>>;
        try {
          // once autosaved, the application is a draft on the server: the action goes to it
          target = await autosave.settle();
        } catch (error) {
          if (action === 'submit' && isNetworkError(error)) return queue();
          throw error;
        }
        const saved = await (
          target.id === null || target.revision === null
            ? create.mutateAsync({
                values,
                action,
                consent,
                // one key per wizard session: a retried click never makes a second record
                idempotencyKey: `${target.createKey}-${action}`,
              })
            : update.mutateAsync({
                id: target.id,
                values,
                action,
                consent,
                revision: target.revision,
                idempotencyKey: `${target.createKey}-r${target.revision}-${action}`,
              })
        ).catch(async (error: unknown) => {
          if (action === 'submit' && isNetworkError(error)) return null;
          autosave.release();
          throw error;
        });
        if (saved === null) return queue();
        autosave.finish();
        // the screen of a new application says what the spec says for one, saved before or not
        setOutcome({ action, message: workflowAlertRef(action, user.role, null) ?? saved.message });
      }}
    />
  );
}

/** /jigyasu/form (BBRANCHSEC): the new-application wizard. */
export function ApplicationFormRoute() {
  // a new key remounts the wizard: fresh values and a fresh idempotency key
  const { t } = useTranslation();
  const [session, setSession] = useState(0);
  return (
    <DatePickers>
      <PageTitle>{t('pages.applicationForm')}</PageTitle>
      <NewApplication key={session} onAnother={() => setSession((n) => n + 1)} />
    </DatePickers>
  );
}
