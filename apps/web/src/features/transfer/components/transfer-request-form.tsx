import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageRef } from '@form-a/domain/message-ref';
import { ATTENDANCE, BEHAVIOUR, SPOUSE_TITLES } from '@form-a/domain/enums';
import {
  transferRequestSchema,
  type TransferRequest,
  type TransferRequestInput,
} from '@form-a/domain/schemas/transfer';
import { useBranchList } from '../../../lib/branches-api';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useCreateTransfer } from '../api/create-transfer';
import type { TransferMember } from '../api/search-member';
import { BranchAutocomplete, TransferRadioGroup } from './transfer-fields';
import { FormTextField } from '../../../components/form/form-text-field';
import { titleText } from '../../../i18n/enum-text';
import { translateMessage } from '../../../i18n/translate-message';
import { saveErrorMessage } from './transfer-messages';

const FIELDS = [
  'currentBranch',
  'movingToBranch',
  'title',
  'firstName',
  'lastName',
  'email',
  'contactNumber',
  'attendance',
  'behaviour',
  'otherBehaviourInput',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'city',
  'state',
  'country',
] as const satisfies readonly (keyof TransferRequestInput)[];

/** The form starts from the lookup: who the member is and where they are cannot be edited. */
function initialValues(member: TransferMember): TransferRequestInput {
  return {
    currentBranch: member.branch,
    movingToBranch: '',
    title: member.title,
    firstName: member.first_name,
    lastName: member.last_name,
    email: member.email_address,
    contactNumber: member.phone_number,
    attendance: '',
    behaviour: '',
    otherBehaviourInput: '',
    addressLine1: '',
    addressLine2: '',
    addressLine3: '',
    city: '',
    state: '',
    country: '',
  };
}

interface TransferRequestFormProps {
  member: TransferMember;
  /** the confirmation's key (a message reference), after the request is stored */
  onSubmitted: (message: string) => void;
}

/**
 * The branch-transfer form of spec section 2, validated by the domain's transferRequestSchema
 * (the server parses the same schema). One idempotency key per form session: a double click or
 * a retry after a lost answer stores one request.
 */
export function TransferRequestForm({ member, onSubmitted }: TransferRequestFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [formError, setFormError] = useState<string | null>(null);
  const branches = useBranchList();
  const createTransfer = useCreateTransfer();
  const { control, handleSubmit, setError } = useForm<
    TransferRequestInput,
    unknown,
    TransferRequest
  >({
    resolver: zodResolver(transferRequestSchema),
    defaultValues: initialValues(member),
  });
  const behaviour = useWatch({ control, name: 'behaviour' });
  const otherBehaviour = behaviour === 'Other';

  // the member's own branch is not a destination (the server refuses it)
  const destinations = useMemo(
    () => (branches.data ?? []).filter((branch) => branch.value !== member.branch),
    [branches.data, member.branch],
  );
  const attendanceOptions = ATTENDANCE.map((option) => ({
    value: option.value,
    label: t(`transfer.attendanceOptions.${option.value}`),
  }));
  const behaviourOptions = BEHAVIOUR.map((option) => ({
    value: option.value,
    label: t(`transfer.behaviourOptions.${option.value}`),
  }));

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await createTransfer.mutateAsync({
        idempotencyKey,
        input: {
          uid: member.uid,
          ...values,
          // a text typed before switching away from 'Other' is not part of the request
          otherBehaviourInput: values.behaviour === 'Other' ? values.otherBehaviourInput : '',
        },
      });
      // the notice is the request's, by key, so it shows in the reader's language (ADR 036)
      onSubmitted(messageRef('transferRequest.submitted'));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) setFormError(saveErrorMessage(error));
    }
  });

  const busy = createTransfer.isPending;
  const half = { xs: 12, md: 6 } as const;
  const third = { xs: 12, md: 4 } as const;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {t('transfer.formHeading')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {member.uid} · {t('transfer.memberStatus', { status: member.status })}
        </Typography>
        <form noValidate onSubmit={onSubmit} aria-busy={busy}>
          {formError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translateMessage(t, formError)}
            </Alert>
          ) : null}
          <Grid container spacing={2}>
            <Grid size={half}>
              <FormTextField
                fullWidth
                variant="filled"
                control={control}
                name="currentBranch"
                label={t('transfer.currentBranch')}
                readOnly
                required
              />
            </Grid>
            <Grid size={half}>
              <BranchAutocomplete
                control={control}
                name="movingToBranch"
                label={t('transfer.movingToBranch')}
                options={destinations}
                loading={branches.isPending}
                required
              />
            </Grid>
            <Grid size={third}>
              <FormTextField
                fullWidth
                variant="filled"
                control={control}
                name="title"
                label={t('transfer.title')}
                readOnly
                display={(code) => titleText(t, SPOUSE_TITLES, code)}
                required
              />
            </Grid>
            <Grid size={third}>
              <FormTextField
                fullWidth
                variant="filled"
                control={control}
                name="firstName"
                label={t('transfer.firstName')}
                readOnly
                required
              />
            </Grid>
            <Grid size={third}>
              <FormTextField
                fullWidth
                variant="filled"
                control={control}
                name="lastName"
                label={t('transfer.lastName')}
                readOnly
                required
              />
            </Grid>
            <Grid size={half}>
              <FormTextField
                fullWidth
                control={control}
                name="email"
                label={t('transfer.email')}
                type="email"
                autoComplete="off"
                required
              />
            </Grid>
            <Grid size={half}>
              <FormTextField
                fullWidth
                control={control}
                name="contactNumber"
                label={t('transfer.contactNumber')}
                type="tel"
                autoComplete="off"
                required
              />
            </Grid>
            <Grid size={half}>
              <TransferRadioGroup
                control={control}
                name="attendance"
                label={t('transfer.attendance')}
                options={attendanceOptions}
                required
              />
            </Grid>
            <Grid size={half}>
              <TransferRadioGroup
                control={control}
                name="behaviour"
                label={t('transfer.behaviour')}
                options={behaviourOptions}
                required
              />
            </Grid>
            {otherBehaviour ? (
              <Grid size={12}>
                <FormTextField
                  fullWidth
                  control={control}
                  name="otherBehaviourInput"
                  label={t('transfer.otherBehaviourInput')}
                  multiline
                  minRows={2}
                  required
                />
              </Grid>
            ) : null}
            <Grid size={third}>
              <FormTextField
                fullWidth
                control={control}
                name="addressLine1"
                label={t('transfer.addressLine1')}
                required
              />
            </Grid>
            <Grid size={third}>
              <FormTextField
                fullWidth
                control={control}
                name="addressLine2"
                label={t('transfer.addressLine2')}
                required
              />
            </Grid>
            <Grid size={third}>
              <FormTextField
                fullWidth
                control={control}
                name="addressLine3"
                label={t('transfer.addressLine3')}
                required
              />
            </Grid>
            <Grid size={third}>
              <FormTextField
                fullWidth
                control={control}
                name="city"
                label={t('transfer.city')}
                required
              />
            </Grid>
            <Grid size={third}>
              <FormTextField
                fullWidth
                control={control}
                name="state"
                label={t('transfer.state')}
                required
              />
            </Grid>
            <Grid size={third}>
              <FormTextField
                fullWidth
                control={control}
                name="country"
                label={t('transfer.country')}
                required
              />
            </Grid>
          </Grid>
          <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: 3 }}>
            {busy ? t('transfer.submitting') : t('transfer.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
