import type { ApplicationDraft } from '@form-a/domain/schemas/application';
import type {
  RegistrationLog,
  RegistrationRecord,
} from '@form-a/domain/schemas/registration-record';
import { toStatusNameObject } from '@form-a/domain/status';
import type { NewRegistration, RegistrationLogRow, RegistrationWithCreator } from './repository';

export function toRegistrationRecord(row: RegistrationWithCreator): RegistrationRecord {
  return {
    id: row.id,
    uid: row.jigyasuUid,
    status: row.status,
    StatusName: toStatusNameObject(row.status),
    branch: row.branch,
    title: row.title,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    dob: row.dob,
    email: row.email,
    phone: row.phone,
    father_uid: row.fatherUid,
    father_title: row.fatherTitle,
    father_name: row.fatherName,
    mother_uid: row.motherUid,
    mother_title: row.motherTitle,
    mother_name: row.motherName,
    spouse_uid: row.spouseUid,
    spouse_title: row.spouseTitle,
    spouse_name: row.spouseName,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    region: row.region,
    country: row.country,
    zipcode: row.zipcode,
    organization: row.organization,
    occupation: row.occupation,
    qualification: row.qualification,
    designation: row.designation,
    nationality: row.nationality,
    caste: row.caste,
    bloodgroup: row.bloodGroup,
    workinghours: '',
    photo: row.photo,
    by_secy_verification: row.bySecyVerification,
    note: row.note,
    revision: row.revision,
    created_by: row.createdBy,
    created_by_name: row.createdByName,
    created_at: row.createdAt.toISOString(),
    last_updated: row.updatedAt.toISOString(),
  };
}

export function toRegistrationLog(row: RegistrationLogRow): RegistrationLog {
  return {
    id: row.id,
    action: row.action,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    actor_name: row.actorName,
    role: row.role,
    validate_by: row.role === 'UVVOLUNTER' ? row.actorName : '',
    approved_by: row.role === 'DBAPPROVER' ? row.actorName : '',
    note: row.note,
    creation_date: row.createdAt.toISOString(),
  };
}

/** Form values (already parsed by a domain schema) → table columns. */
export function formValuesToColumns(
  values: ApplicationDraft,
): Omit<NewRegistration, 'status' | 'branch' | 'createdBy'> {
  return {
    title: values.title,
    firstName: values.firstName,
    middleName: values.middleName,
    lastName: values.lastName,
    dob: values.dob === '' ? null : values.dob,
    fatherUid: values.fatherUid.toUpperCase(),
    fatherTitle: values.fatherTitle,
    fatherName: values.fatherName,
    motherUid: values.motherUid.toUpperCase(),
    motherTitle: values.motherTitle,
    motherName: values.motherName,
    spouseUid: values.spouseUid.toUpperCase(),
    spouseTitle: values.spouseTitle,
    spouseName: values.spouseName,
    address1: values.address1,
    address2: values.address2,
    zipcode: values.zipcode,
    country: values.country,
    region: values.region,
    city: values.city,
    email: values.email,
    phone: values.phone,
    caste: values.caste,
    qualification: values.qualification,
    occupation: values.occupation,
    nationality: values.nationality,
    designation: values.designation,
    organization: values.organization,
    bloodGroup: values.bloodGroup,
    photo: values.photo,
    bySecyVerification: values.bySecyVerification,
    note: values.note,
  };
}
