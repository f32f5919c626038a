import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import { useEffect, useRef } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FATHER_TITLES,
  isLateTitle,
  isSpouseTitle,
  MOTHER_TITLES,
  SPOUSE_TITLES,
  type EnumOption,
} from '@form-a/domain/enums';
import { formatDdMmYyyy } from '@form-a/domain/dates';
import type { UidLabel } from '@form-a/domain/messages';
import { lookupFullName, shouldLookupUid } from '@form-a/domain/schemas/application';
import {
  INITIATION_MIN_YEARS,
  memberLookupProblem,
  parentTitleMismatch,
} from '@form-a/domain/schemas/member-lookup';
import { useMemberLookup, type Member } from '../api/get-member';
import { isNetworkError } from '../../../lib/api-client';
import { WizardSelect, WizardTextField } from './wizard-fields';
import type { WizardValues } from './wizard-form';

export type Relative = 'father' | 'mother' | 'spouse';

const FIELDS = {
  father: {
    uid: 'fatherUid',
    title: 'fatherTitle',
    name: 'fatherName',
    titles: FATHER_TITLES,
    label: 'Father',
  },
  mother: {
    uid: 'motherUid',
    title: 'motherTitle',
    name: 'motherName',
    titles: MOTHER_TITLES,
    label: 'Mother',
  },
  spouse: {
    uid: 'spouseUid',
    title: 'spouseTitle',
    name: 'spouseName',
    titles: SPOUSE_TITLES,
    label: 'Spouse',
  },
} as const satisfies Record<
  Relative,
  { uid: string; title: string; name: string; titles: readonly EnumOption[]; label: UidLabel }
>;

/**
 * The title a found member gets: PB for a father and PBN for a mother (spec), keeping 'Late'
 * when the registry says the person has died; a spouse takes the registry's own title.
 */
function titleFor(relative: Relative, member: Member): string | null {
  const late = isLateTitle(member.title);
  if (relative === 'father') return late ? 'Late PB' : 'PB';
  if (relative === 'mother') return late ? 'Late PBN' : 'PBN';
  return isSpouseTitle(member.title) ? member.title : null;
}

interface RelativeFieldsProps {
  relative: Relative;
  control: Control<WizardValues>;
  setValue: UseFormSetValue<WizardValues>;
  /** the parent band makes both parent UIDs required */
  uidRequired: boolean;
  nameRequired: boolean;
  titleRequired: boolean;
  /** the 3-year initiation rule applies (parents of an applicant under 22) */
  initiationRule?: boolean;
}

/**
 * UID, title and name of a father, mother or spouse. Once the typed UID is longer than 10
 * characters it is looked up: a found member fills the name (locked while the UID stays found)
 * and the title. The answer is checked at once against the submit's UID rules: a UID not found
 * says so and takes away the name and title the previous look-up filled in; a parent under the
 * 3-year rule is told with the date of initiation; a registry title of the other sex than the
 * parent's warns (the spec's rule does not refuse it). A failed look-up is only logged (spec
 * section 8); the server checks every UID again on submit.
 */
export function RelativeFields({
  relative,
  control,
  setValue,
  uidRequired,
  nameRequired,
  titleRequired,
  initiationRule = false,
}: RelativeFieldsProps) {
  const { t } = useTranslation();
  const fields = FIELDS[relative];
  const uid = useWatch({ control, name: fields.uid }) ?? '';
  const [name, title] = useWatch({ control, name: [fields.name, fields.title] });
  const lookup = useMemberLookup(uid);
  // undefined: not looked up (yet); null: the registry does not know the UID
  const member = shouldLookupUid(uid) ? lookup.data : undefined;
  const locked = !!member;
  // what the last found member filled in, to take it away when the UID turns out unknown
  const filled = useRef<{ name: string; title: string | null } | null>(null);

  useEffect(() => {
    if (!member) return;
    const fullName = lookupFullName(member);
    setValue(fields.name, fullName, { shouldValidate: true, shouldDirty: true });
    const title = titleFor(relative, member);
    filled.current = { name: fullName, title };
    if (title)
      setValue(fields.title, title as WizardValues[typeof fields.title], {
        shouldValidate: true,
        shouldDirty: true,
      });
  }, [member, relative, fields, setValue]);

  useEffect(() => {
    if (member !== null || !filled.current) return;
    const previous = filled.current;
    filled.current = null;
    // only what the registry put there: a name typed by hand stays
    if (name === previous.name) setValue(fields.name, '', { shouldDirty: true });
    if (previous.title !== null && title === previous.title)
      setValue(fields.title, '' as WizardValues[typeof fields.title], { shouldDirty: true });
  }, [member, name, title, fields, setValue]);

  useEffect(() => {
    if (lookup.isError) console.warn(`UID lookup failed for ${relative}`, lookup.error);
  }, [lookup.isError, lookup.error, relative]);

  const problem =
    member === undefined
      ? null
      : memberLookupProblem(
          { minInitiationYears: initiationRule ? INITIATION_MIN_YEARS : null },
          member,
        );
  let problemText: string | undefined;
  if (problem === 'notValid') {
    problemText = t(`wizard.uidRules.notValid.${fields.label}`, { uid: uid.trim() });
  } else if (problem === 'tooRecent' && member) {
    const initiatedOn = member.initiated_on
      ? t('wizard.uidRules.initiatedOn', { date: formatDdMmYyyy(member.initiated_on, '/') })
      : t('wizard.uidRules.noInitiationDate');
    problemText = `${t(`wizard.uidRules.tooRecent.${fields.label}`, { uid: member.uid })} ${initiatedOn}`;
  }
  const mismatch =
    member && relative !== 'spouse' && parentTitleMismatch(relative, member.title)
      ? t(`wizard.uidRules.titleMismatch.${relative}`, {
          name: lookupFullName(member),
          title: member.title,
        })
      : undefined;

  // offline: the server checks the UID when the application is sent (ADR 075)
  const toCheck = shouldLookupUid(uid) && member === undefined && isNetworkError(lookup.error);
  const uidHelper = lookup.isFetching
    ? t('wizard.lookupSearching')
    : toCheck
      ? t('offline.uidToCheck')
      : (problemText ?? (locked ? t('wizard.lookupFound') : undefined));

  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <WizardTextField
          control={control}
          name={fields.uid}
          required={uidRequired}
          helperText={uidHelper}
          error={!lookup.isFetching && problem !== null}
          autoComplete="off"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <WizardSelect
          control={control}
          name={fields.title}
          options={fields.titles}
          required={titleRequired}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <WizardTextField
          control={control}
          name={fields.name}
          required={nameRequired}
          readOnly={locked}
          slotProps={
            locked
              ? {
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <LockOutlined fontSize="small" titleAccess={t('wizard.nameLocked')} />
                      </InputAdornment>
                    ),
                  },
                }
              : undefined
          }
        />
      </Grid>
      {mismatch ? (
        <Grid size={12}>
          <Alert severity="warning" sx={{ mb: 1 }}>
            {mismatch}
          </Alert>
        </Grid>
      ) : null}
    </Grid>
  );
}
