import type { StatusId } from '@form-a/domain/status';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WizardStep } from '@form-a/domain/wizard-steps';
import { STATUS } from '@form-a/domain/status';
import { recordToFormValues } from '@form-a/domain/schemas/registration-record';
import { PATHS } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import type { RegistrationDetail } from '../../../lib/registration-api';
import { useSignedInUser } from '../../../lib/session';
import type { UpdateAction } from '@form-a/domain/api/registrations';
import { useUpdateRegistration } from '../api/update-registration';
import { ApplicationWizard } from '../components/application-wizard';
import type { WizardValues } from '../components/wizard-form';
import { DraftAutosaveStatus } from '../components/draft-autosave-status';
import { useDraftAutosave } from '../components/use-draft-autosave';
import { RecordLoader } from '../components/record-loader';
import { RecordView } from '../components/record-view';
import { useRedirectAfter } from '../components/use-redirect-after';
import { useBranchOptions } from '../components/use-branch-options';
import { translateMessage } from '../../../i18n/translate-message';
import { WizardOutcome } from '../components/wizard-outcome';
import { DatePickers } from '../../../components/form/date-pickers';
import { apiErrorMessage, workflowAlertRef } from '../../../i18n/translate-api-error';
import { messageRef } from '@form-a/domain/message-ref';
import { flashState } from '../../../lib/flash';
import {
  DiscardDraftDialog,
  draftName,
  type DiscardTarget,
} from '../../../components/registration/discard-draft-dialog';

/** Spec delays: 500 ms after a draft save, 1000 ms after the other actions. */
const REDIRECT_MS = { draft: 500, submit: 1000 } as const;

interface Outcome {
  action: 'draft' | 'submit';
  message: string;
}

function DraftEditor({
  detail,
  reload,
}: {
  detail: RegistrationDetail;
  reload: () => Promise<unknown>;
}) {
  const user = useSignedInUser();
  const record = detail.registration;
  const branchOptions = useBranchOptions(record.branch || user.branch);
  const update = useUpdateRegistration();
  const [sessionKey] = useState(newIdempotencyKey);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useRedirectAfter(
    outcome ? (outcome.action === 'draft' ? PATHS.draftList : PATHS.inProcessList) : null,
    outcome ? REDIRECT_MS[outcome.action] : 0,
    outcome ? { severity: 'success', text: outcome.message } : undefined,
  );

  if (outcome) {
    return (
      <WizardOutcome
        alert={outcome.message}
        text={outcome.action === 'draft' ? messageRef('application.savedInDraft') : undefined}
      />
    );
  }
  if (record.status !== STATUS.DRAFT) return <RecordView detail={detail} notEditable />;

  return (
    <DraftWizard
      // a reloaded record (after a stale save) starts the form again from its values
      key={record.revision}
      detail={detail}
      reload={reload}
      sessionKey={sessionKey}
      branchOptions={branchOptions}
      notice={notice}
      setNotice={setNotice}
      setOutcome={setOutcome}
      update={update}
    />
  );
}

/** The draft in the wizard, saving itself as it is edited. */
function DraftWizard({
  detail,
  reload,
  sessionKey,
  branchOptions,
  notice,
  setNotice,
  setOutcome,
  update,
}: {
  detail: RegistrationDetail;
  reload: () => Promise<unknown>;
  sessionKey: string;
  branchOptions: ReturnType<typeof useBranchOptions>;
  notice: string | null;
  setNotice: (notice: string | null) => void;
  setOutcome: (outcome: Outcome) => void;
  update: ReturnType<typeof useUpdateRegistration>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const record = detail.registration;
  const autosave = useDraftAutosave({
    userId: user.id,
    slot: record.id,
    record,
    initialValues: recordToFormValues(record),
  });
  const [discarding, setDiscarding] = useState<DiscardTarget | null>(null);
  /** the names as typed so far: the question names the draft as the secretary sees it */
  const names = useRef({
    first_name: record.first_name,
    middle_name: record.middle_name,
    last_name: record.last_name,
  });
  const { onChange: autosaveOnChange } = autosave;
  // stable: the wizard re-subscribes to its form whenever this changes
  const onValuesChange = useCallback(
    (values: WizardValues, step: WizardStep) => {
      names.current = {
        first_name: values.firstName,
        middle_name: values.middleName,
        last_name: values.lastName,
      };
      autosaveOnChange(values, step);
    },
    [autosaveOnChange],
  );

  return (
    <>
      <DiscardDraftDialog
        target={discarding}
        onClose={() => setDiscarding(null)}
        // autosaves have moved the revision on since the record was loaded; none may follow
        beforeDiscard={async () => (await autosave.settle()).revision}
        afterFailure={autosave.release}
        onDiscarded={() => {
          autosave.finish();
          void navigate(PATHS.draftList, {
            state: flashState([{ severity: 'success', text: t('apiErrors.workflow.discarded') }]),
          });
        }}
      />
      {notice ? (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {translateMessage(t, notice)} {t('wizard.staleReloaded')}
        </Alert>
      ) : null}
      <ApplicationWizard
        initialValues={autosave.initialValues}
        initialStep={autosave.initialStep as WizardStep}
        onValuesChange={onValuesChange}
        header={
          // the autosave's line and the draft's Discard share the card's first row
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <DraftAutosaveStatus autosave={autosave} />
            </Box>
            <Button
              size="small"
              variant="outlined"
              color="error"
              aria-haspopup="dialog"
              sx={{ flexShrink: 0, mb: 1 }}
              onClick={() =>
                setDiscarding({
                  id: record.id,
                  revision: record.revision,
                  name: draftName(names.current),
                })
              }
            >
              {t('registrations.discard.button')}
            </Button>
          </Stack>
        }
        branchOptions={branchOptions}
        commands={['submit', 'draft']}
        onCommand={async (command, values, consent) => {
          const action: UpdateAction = command === 'draft' ? 'draft' : 'submit';
          // autosaves have moved the revision on since the record was loaded
          const { revision } = await autosave.settle();
          const current = revision ?? record.revision;
          try {
            const saved = await update.mutateAsync({
              id: record.id,
              values,
              action,
              consent,
              revision: current,
              idempotencyKey: `${sessionKey}-${current}-${action}`,
            });
            autosave.finish();
            setOutcome({
              action,
              message:
                workflowAlertRef(action, user.role, record.status as StatusId) ?? saved.message,
            });
          } catch (error) {
            if (isApiError(error) && error.code === 'STALE_REVISION') {
              setNotice(apiErrorMessage(error));
              await reload();
              return;
            }
            autosave.release();
            throw error;
          }
        }}
      />
    </>
  );
}

/** /jigyasu/:id/edit (BBRANCHSEC): a draft (status 7) in the wizard, with Submit and Draft. */
export function DraftEditRoute() {
  return (
    <DatePickers>
      <RecordLoader title="pages.draftEdit">
        {(detail, reload) => <DraftEditor detail={detail} reload={reload} />}
      </RecordLoader>
    </DatePickers>
  );
}
