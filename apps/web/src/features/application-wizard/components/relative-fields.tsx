import LockOutlined from '@mui/icons-material/LockOutlined';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import { useEffect } from 'react';
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
import { lookupFullName, shouldLookupUid } from '@form-a/domain/schemas/application';
import { useMemberLookup, type Member } from '../api/get-member';
import { WizardSelect, WizardTextField } from './wizard-fields';
import type { WizardValues } from './wizard-form';

export type Relative = 'father' | 'mother' | 'spouse';

const FIELDS = {
  father: { uid: 'fatherUid', title: 'fatherTitle', name: 'fatherName', titles: FATHER_TITLES },
  mother: { uid: 'motherUid', title: 'motherTitle', name: 'motherName', titles: MOTHER_TITLES },
  spouse: { uid: 'spouseUid', title: 'spouseTitle', name: 'spouseName', titles: SPOUSE_TITLES },
} as const satisfies Record<
  Relative,
  { uid: string; title: string; name: string; titles: readonly EnumOption[] }
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
}

/**
 * UID, title and name of a father, mother or spouse. Once the typed UID is longer than 10
 * characters it is looked up: a found member fills the name (locked while the UID stays found)
 * and the title. A UID that is then changed to one that is not found unlocks the name. A failed
 * look-up is only logged (spec section 8); the server checks every UID again on submit.
 */
export function RelativeFields({
  relative,
  control,
  setValue,
  uidRequired,
  nameRequired,
  titleRequired,
}: RelativeFieldsProps) {
  const { t } = useTranslation();
  const fields = FIELDS[relative];
  const uid = useWatch({ control, name: fields.uid }) ?? '';
  const lookup = useMemberLookup(uid);
  const member = shouldLookupUid(uid) ? lookup.data : undefined;
  const locked = !!member;

  useEffect(() => {
    if (!member) return;
    setValue(fields.name, lookupFullName(member), { shouldValidate: true, shouldDirty: true });
    const title = titleFor(relative, member);
    if (title)
      setValue(fields.title, title as WizardValues[typeof fields.title], {
        shouldValidate: true,
        shouldDirty: true,
      });
  }, [member, relative, fields, setValue]);

  useEffect(() => {
    if (lookup.isError) console.warn(`UID lookup failed for ${relative}`, lookup.error);
  }, [lookup.isError, lookup.error, relative]);

  const uidHelper = lookup.isFetching
    ? t('wizard.lookupSearching')
    : locked
      ? t('wizard.lookupFound')
      : undefined;

  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <WizardTextField
          control={control}
          name={fields.uid}
          required={uidRequired}
          helperText={uidHelper}
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
    </Grid>
  );
}
