import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BLOOD_GROUPS,
  CASTES,
  NATIONALITIES,
  OCCUPATIONS,
  QUALIFICATIONS,
  TITLES,
  type EnumOption,
} from '@form-a/domain/enums';
import { FormCheckbox } from '../../../components/form/form-checkbox';
import { AddressFields } from './address-fields';
import { BilingualParagraphs, RegistrationGuidelines } from './bilingual-text';
import { DobPicker } from './dob-picker';
import { PhotoUpload } from './photo-upload';
import { RelativeFields } from './relative-fields';
import { WizardSelect, WizardTextField } from './wizard-fields';
import { PHONE_PREFIX, type WizardValues } from './wizard-form';

interface StepProps {
  control: Control<WizardValues>;
  setValue: UseFormSetValue<WizardValues>;
}

/** Step 1: branch, title, names, date of birth, and the guidelines. */
export function InitialDetailsStep({
  control,
  branchOptions,
}: StepProps & { branchOptions: readonly EnumOption[] }) {
  const { t } = useTranslation();
  return (
    <>
      <RegistrationGuidelines />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <WizardSelect control={control} name="branch" options={branchOptions} required />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <WizardSelect control={control} name="title" options={TITLES} required />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <WizardTextField control={control} name="firstName" required autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <WizardTextField control={control} name="middleName" autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <WizardTextField control={control} name="lastName" autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DobPicker control={control} />
        </Grid>
      </Grid>
      <Alert severity="info" sx={{ mt: 1 }}>
        {t('apiErrors.application.nameAsPerDocument')}
      </Alert>
    </>
  );
}

/** Steps 2 and 3: father, mother and spouse; step 2 (ages 18–21) requires both parent UIDs. */
export function ParentDetailsStep({
  control,
  setValue,
  parentBand,
}: StepProps & { parentBand: boolean }) {
  const { t } = useTranslation();
  const spouseTitle = useWatch({ control, name: 'spouseTitle' }) ?? '';
  const fatherTitle = useWatch({ control, name: 'fatherTitle' }) ?? '';
  const motherTitle = useWatch({ control, name: 'motherTitle' }) ?? '';
  return (
    <>
      {parentBand ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('wizard.parentBandNote')}
        </Alert>
      ) : null}
      <RelativeFields
        relative="father"
        control={control}
        setValue={setValue}
        initiationRule={parentBand}
        uidRequired={parentBand || ['PB', 'Late PB'].includes(fatherTitle)}
        titleRequired
        nameRequired
      />
      <RelativeFields
        relative="mother"
        control={control}
        setValue={setValue}
        initiationRule={parentBand}
        uidRequired={parentBand || ['PBN', 'Late PBN'].includes(motherTitle)}
        titleRequired
        nameRequired
      />
      <RelativeFields
        relative="spouse"
        control={control}
        setValue={setValue}
        uidRequired={['PB', 'PBN'].includes(spouseTitle)}
        titleRequired={false}
        nameRequired={spouseTitle !== ''}
      />
    </>
  );
}

/** Step 4: address, contact and the applicant's background. */
export function ApplicantDetailsStep({ control, setValue }: StepProps) {
  const { t } = useTranslation();
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <WizardTextField control={control} name="address1" required autoComplete="address-line1" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WizardTextField control={control} name="address2" autoComplete="address-line2" />
      </Grid>
      <Grid size={12}>
        <AddressFields control={control} setValue={setValue} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <WizardTextField
          control={control}
          name="zipcode"
          required
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <WizardTextField
          control={control}
          name="email"
          type="email"
          required
          autoComplete="email"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <WizardTextField
          control={control}
          name="phone"
          type="tel"
          required
          autoComplete="tel"
          placeholder={`${PHONE_PREFIX} 98765 43210`}
          helperText={t('wizard.phoneHint')}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WizardSelect control={control} name="caste" options={CASTES} required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WizardSelect control={control} name="qualification" options={QUALIFICATIONS} required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WizardSelect control={control} name="occupation" options={OCCUPATIONS} required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WizardSelect control={control} name="nationality" options={NATIONALITIES} required />
      </Grid>
    </Grid>
  );
}

/** Step 5: designation, organization, blood group, photo and the secretary's certificate. */
export function ApplicantDetails2Step({ control }: StepProps) {
  const { t } = useTranslation();
  const [firstName, middleName, lastName] = useWatch({
    control,
    name: ['firstName', 'middleName', 'lastName'],
  });
  const applicantName = [firstName, middleName, lastName].filter(Boolean).join(' ');
  return (
    <>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <WizardTextField control={control} name="designation" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <WizardTextField control={control} name="organization" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <WizardSelect control={control} name="bloodGroup" options={BLOOD_GROUPS} />
        </Grid>
      </Grid>
      <PhotoUpload control={control} title={applicantName} />
      <Divider sx={{ my: 3 }} />
      <BilingualParagraphs
        headingKey="wizard.verificationHeading"
        textKey="wizard.verificationStatement"
      />
      <FormCheckbox
        control={control}
        name="bySecyVerification"
        label={t('wizard.verificationCheckbox')}
      />
    </>
  );
}
