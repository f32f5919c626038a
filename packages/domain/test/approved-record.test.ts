import { describe, expect, it } from 'vitest';
import {
  approvedReadModelSchema,
  approvedRecordSchema,
  relativeNameParts,
  splitFullName,
  toApprovedReadModel,
  toApprovedRecord,
  type ApprovableRegistration,
} from '../src/approved-record';

const registration: ApprovableRegistration = {
  branch: 'Gurgaon',
  jigyasu_uid: 'RKS199001051234J',
  title: 'MR',
  first_name: 'ram',
  middle_name: 'kumar',
  last_name: 'sharma',
  dob: '1990-01-05',
  father_uid: 'PBX1234567890',
  father_title: 'Late PB',
  father_name: 'hari prasad sharma',
  mother_uid: 'PBN9876543210',
  mother_title: 'PBN',
  mother_name: 'sita sharma',
  spouse_uid: '',
  spouse_title: 'MS',
  spouse_name: 'gita',
  caste: 'GN',
  occupation: '21',
  qualification: '59',
  nationality: 'IN',
  address1: '12 MG Road',
  address2: 'Sector 14',
  city: 'Gurugram',
  zipcode: '122001',
  region: 'Haryana',
  country: 'IN',
  email: 'ram@example.org',
  phone: '+919876543210',
  created_at: new Date('2024-01-10T04:00:00.000Z'),
  updated_at: new Date('2024-02-01T19:00:05.000Z'),
};
const context = { approvedAt: new Date('2024-02-01T19:00:05.000Z'), timeZone: 'Asia/Kolkata' };

describe('splitFullName', () => {
  it('splits one, two, three and four words', () => {
    expect(splitFullName('gita')).toEqual({ first: 'GITA', middle: '', last: '' });
    expect(splitFullName('sita sharma')).toEqual({ first: 'SITA', middle: '', last: 'SHARMA' });
    expect(splitFullName(' hari  prasad sharma ')).toEqual({
      first: 'HARI',
      middle: 'PRASAD',
      last: 'SHARMA',
    });
    expect(splitFullName('a b c d')).toEqual({ first: 'A', middle: 'B C', last: 'D' });
  });

  it('gives empty parts for an empty name', () => {
    expect(splitFullName('   ')).toEqual({ first: '', middle: '', last: '' });
    expect(splitFullName(null)).toEqual({ first: '', middle: '', last: '' });
  });
});

describe('relativeNameParts', () => {
  it('moves Late from the title to the first name', () => {
    expect(relativeNameParts('Late PBN', 'kamla devi')).toEqual({
      title: 'PBN',
      first: '(LATE) KAMLA',
      middle: '',
      last: 'DEVI',
    });
  });

  it('leaves other titles alone and does not prefix an empty name', () => {
    expect(relativeNameParts('MR', 'mohan')).toEqual({
      title: 'MR',
      first: 'MOHAN',
      middle: '',
      last: '',
    });
    expect(relativeNameParts('Late MR', '')).toEqual({
      title: 'MR',
      first: '',
      middle: '',
      last: '',
    });
    expect(relativeNameParts(null, null)).toEqual({ title: '', first: '', middle: '', last: '' });
  });
});

describe('toApprovedRecord', () => {
  const record = toApprovedRecord(registration, context);

  it('maps every field to the collection service shape', () => {
    expect(record).toEqual({
      branch: 'Gurgaon',
      jig_uid: 'RKS199001051234J',
      title: 'MR',
      first_name: 'RAM',
      middle_name: 'KUMAR',
      last_name: 'SHARMA',
      father_uid: 'PBX1234567890',
      title_1: 'PB',
      father_first_name: '(LATE) HARI',
      father_middle_name: 'PRASAD',
      father_last_name: 'SHARMA',
      mother_uid: 'PBN9876543210',
      title_2: 'PBN',
      mother_first_name: 'SITA',
      mother_middle_name: '',
      mother_last_name: 'SHARMA',
      title_3: 'MS',
      spouse_uid: '',
      spouse_first_name: 'GITA',
      spouse_middle_name: '',
      spouse_last_name: '',
      dob: '05-01-1990',
      caste: 'GN',
      occupation: '21',
      address_line_1: '12 MG Road',
      address_line_2: 'Sector 14',
      address_line_3: '',
      city: 'Gurugram',
      pin: '122001',
      state: 'Haryana',
      country: 'IN',
      dor: '02-02-2024',
      qualification: '59',
      nationality: 'IN',
      email_address: 'ram@example.org',
      phone_number: '+919876543210',
      creation_time: '2024-01-10 09:30:00',
      modification_time: '2024-02-02 00:30:05',
    });
    expect(approvedRecordSchema.safeParse(record).success).toBe(true);
  });

  it('writes dor and timestamps in the given time zone', () => {
    const utc = toApprovedRecord(registration, { ...context, timeZone: 'UTC' });
    expect(utc.dor).toBe('01-02-2024');
    expect(utc.creation_time).toBe('2024-01-10 04:00:00');
    expect(utc.modification_time).toBe('2024-02-01 19:00:05');
  });

  it('turns nulls into empty strings and reads a Date dob by its UTC day', () => {
    const sparse = toApprovedRecord(
      {
        ...registration,
        middle_name: null,
        last_name: null,
        spouse_title: null,
        spouse_name: null,
        spouse_uid: null,
        address2: null,
        dob: new Date('1990-01-05T00:00:00.000Z'),
      },
      context,
    );
    expect(sparse.middle_name).toBe('');
    expect(sparse.last_name).toBe('');
    expect(sparse.title_3).toBe('');
    expect(sparse.spouse_first_name).toBe('');
    expect(sparse.address_line_2).toBe('');
    expect(sparse.dob).toBe('05-01-1990');
    expect(approvedRecordSchema.safeParse(sparse).success).toBe(true);
  });

  it('schema rejects a record with a wrongly formatted date', () => {
    expect(approvedRecordSchema.safeParse({ ...record, dob: '1990-01-05' }).success).toBe(false);
  });
});

describe('toApprovedReadModel', () => {
  it('capitalises the keys and splits the dates', () => {
    const model = toApprovedReadModel(toApprovedRecord(registration, context), {
      modifiedBy: 'approver1',
    });
    expect(model).toMatchObject({
      jig_uid: 'RKS199001051234J',
      Affiliation: 'Gurgaon',
      Title: 'MR',
      First_Name: 'RAM',
      Title1: 'PB',
      Father_First_Name: '(LATE) HARI',
      Father_UID: 'PBX1234567890',
      Title2: 'PBN',
      Mother_Last_Name: 'SHARMA',
      Title3: 'MS',
      Spouse_First_Name: 'GITA',
      DOB_DD: '05',
      DOB_MM: '01',
      DOB_YYYY: '1990',
      DOR_DD: '02',
      DOR_MM: '02',
      DOR_YYYY: '2024',
      Address_Line1: '12 MG Road',
      Address_Line3: '',
      Pin: '122001',
      State: 'Haryana',
      Email_Address: 'ram@example.org',
      Phone_Number: '+919876543210',
      Creation_Time: '2024-01-10 09:30:00',
      Modified_By: 'approver1',
      status_flag: 'Jigyasu',
    });
    expect(approvedReadModelSchema.safeParse(model).success).toBe(true);
  });

  it('takes the status flag from the caller', () => {
    const model = toApprovedReadModel(toApprovedRecord(registration, context), { statusFlag: 'X' });
    expect(model.status_flag).toBe('X');
    expect(model.Modified_By).toBe('');
  });
});
