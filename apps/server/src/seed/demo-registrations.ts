import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { PRIVACY_NOTICE_VERSION } from '@form-a/domain/privacy-notice';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { findUserByLogin } from '../modules/auth/repository';
import { toSessionUser } from '../modules/auth/service';
import { BuiltInDataService } from '../modules/duplicates/data-service';
import { DuplicatesService } from '../modules/duplicates/service';
import { BuiltInUidService } from '../modules/members/uid-service';
import { insertPhoto } from '../modules/photos/repository';
import { photoPath } from '../modules/photos/photo-path';
import { countRegistrations } from '../modules/registrations/list-repository';
import { RegistrationsService } from '../modules/registrations/service';
import { ReviewsService } from '../modules/reviews/service';
import { installRegistrationWriteHooks } from '../write-hooks';

const PEOPLE = [
  ['Rohit', 'Kumar', 'Sharma', 'MR'],
  ['Kavita', '', 'Saxena', 'MS'],
  ['Amit', '', 'Agarwal', 'MR'],
  ['Pooja', 'Rani', 'Mathur', 'MS'],
  ['Vikas', '', 'Gupta', 'MR'],
  ['Neha', '', 'Srivastava', 'MS'],
  ['Arjun', 'Lal', 'Verma', 'MR'],
  ['Sneha', '', 'Bhatnagar', 'MS'],
  ['Karan', '', 'Johri', 'MR'],
  ['Divya', '', 'Kapoor', 'MS'],
  ['Manish', 'Chandra', 'Sinha', 'MR'],
  ['Ritu', '', 'Khanna', 'MS'],
] as const;

/** What each demo record goes through after it is created (through the real services). */
const JOURNEYS = [
  'draft',
  'submit',
  'submit',
  'validate',
  'validate',
  'approve',
  'approve',
  'return',
  'draft',
  'submit',
  'approve',
  'validate',
] as const;

/**
 * The records made as if submitted before consent was asked for (ADR 053): they read "consent
 * not recorded", so the demo shows both cases to the validator (#3), the approver (#5) and, on
 * a resubmit that must now ask for it, the secretary (#8, returned).
 */
const WITHOUT_CONSENT = new Set([2, 4, 7]);

/**
 * A dozen applications of the two demo branches in every state, made through the same
 * services as the API so that logs, counters and the hand-off queue are all consistent.
 */
export async function seedDemoRegistrations(db: Db, config: Config) {
  installRegistrationWriteHooks();
  if ((await countRegistrations(db, { statuses: null, branch: null }, 1)).total > 0) return 0;
  const load = async (uid: string) => {
    const row = await findUserByLogin(db, uid);
    if (!row) throw new Error(`demo user ${uid} missing`);
    return toSessionUser(row);
  };
  const secretaries = [await load('secretary'), await load('secretary2')];
  const validator = await load('validator');
  const approver = await load('approver');
  const registrations = new RegistrationsService(db, config, new BuiltInUidService(db));
  const reviews = new ReviewsService(
    db,
    config,
    async () => undefined,
    new DuplicatesService(db, new BuiltInDataService(db)),
  );

  const bytes = await sharp({
    create: { width: 240, height: 300, channels: 3, background: '#8fa9c9' },
  })
    .jpeg()
    .toBuffer();
  // A record may show only a photo its own branch uploaded: one photo per secretary.
  const photoIds = new Map<number, string>();
  for (const secretary of secretaries) {
    const photoId = randomUUID();
    await insertPhoto(db, {
      id: photoId,
      mimeType: 'image/jpeg',
      width: 240,
      height: 300,
      bytes,
      title: 'demo',
      uploadedBy: secretary.id,
      branch: secretary.branch ?? '',
    });
    photoIds.set(secretary.id, photoId);
  }

  const year = new Date().getUTCFullYear();
  for (const [index, [firstName, middleName, lastName, title]] of PEOPLE.entries()) {
    const secretary = secretaries[index % 2]!;
    const journey = JOURNEYS[index]!;
    const values = {
      branch: secretary.branch,
      title,
      firstName,
      middleName,
      lastName,
      dob: `${year - 25 - index}-0${(index % 9) + 1}-1${index % 9}`,
      fatherTitle: 'MR',
      fatherName: `Suresh ${lastName}`,
      motherTitle: 'MS',
      motherName: `Sunita ${lastName}`,
      address1: `${10 + index} Civil Lines`,
      zipcode: secretary.branch === 'Agra' ? '282005' : '122001',
      country: 'IN',
      region: secretary.branch === 'Agra' ? 'Uttar Pradesh' : 'Haryana',
      city: secretary.branch ?? '',
      email: `${firstName}.${lastName}@example.org`.toLowerCase(),
      phone: `+9198765${String(43210 + index).padStart(5, '0')}`,
      caste: 'GN',
      qualification: '58',
      occupation: '19',
      nationality: 'IN',
      bloodGroup: 'B+',
      photo: photoPath(photoIds.get(secretary.id)!),
      bySecyVerification: true,
    };
    const created = await registrations.create(secretary, {
      ...values,
      action: journey === 'draft' ? 'draft' : 'submit',
      // the seeker agreed to the notice shown by the secretary, in Hindi or English
      ...(journey === 'draft' || WITHOUT_CONSENT.has(index)
        ? {}
        : {
            consent: {
              noticeVersion: PRIVACY_NOTICE_VERSION,
              language: index % 2 === 0 ? ('en' as const) : ('hi' as const),
            },
          }),
    });
    const id = created.registration.id;
    if (journey === 'validate' || journey === 'approve') {
      await reviews.apply(validator, id, {
        action: 'validate',
        revision: 1,
        note: 'Checked against the documents.',
      });
    }
    if (journey === 'approve')
      await reviews.apply(approver, id, { action: 'approve', revision: 2, note: '' });
    if (journey === 'return') {
      await reviews.apply(validator, id, {
        action: 'return',
        revision: 1,
        note: 'Please upload a clearer photo.',
      });
    }
  }
  return PEOPLE.length;
}
