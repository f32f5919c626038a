import { describe, expect, it } from 'vitest';
import { englishOf } from '../src/message-ref';
import type { z } from 'zod';
import {
  transferRequestSchema,
  transferSearchSchema,
  type TransferRequestInput,
} from '../src/schemas/transfer';

function errors(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? [])
    (out[issue.path.join('.')] ??= []).push(englishOf(issue.message));
  return out;
}

describe('transferSearchSchema', () => {
  it.each(['RKS199001051234J', 'rks199001051234j', ' AVE200112317J '])('accepts %s', (uid) => {
    expect(transferSearchSchema.safeParse({ uid }).success).toBe(true);
  });

  it.each(['', '   ', 'RKS199001051234', 'J123X'])('refuses %j', (uid) => {
    expect(errors(transferSearchSchema.safeParse({ uid }))).toEqual({
      uid: ['Please enter valid Jigyasu UID.'],
    });
  });

  it('refuses a missing uid with the same text', () => {
    expect(errors(transferSearchSchema.safeParse({}))).toEqual({
      uid: ['Please enter valid Jigyasu UID.'],
    });
  });
});

const valid: TransferRequestInput = {
  currentBranch: 'Gurgaon',
  movingToBranch: 'Agra',
  title: 'MR',
  firstName: 'RAM',
  lastName: 'SHARMA',
  email: 'ram@example.org',
  contactNumber: '9876543210',
  attendance: 'Good',
  behaviour: 'Nothing against conduct',
  otherBehaviourInput: '',
  addressLine1: '12 MG Road',
  addressLine2: 'Sector 14',
  addressLine3: 'Near the park',
  city: 'Gurugram',
  state: 'Haryana',
  country: 'India',
};
const check = (patch: Record<string, unknown>) =>
  errors(transferRequestSchema.safeParse({ ...valid, ...patch }));

describe('transferRequestSchema', () => {
  it('accepts a complete request', () => {
    expect(check({})).toEqual({});
  });

  it.each([
    'currentBranch',
    'movingToBranch',
    'title',
    'firstName',
    'lastName',
    'email',
    'contactNumber',
    'attendance',
    'behaviour',
    'addressLine1',
    'addressLine2',
    'addressLine3',
    'city',
    'state',
    'country',
  ])('%s is required', (field) => {
    expect(check({ [field]: '' })).toEqual({ [field]: ['Required'] });
  });

  it('checks the email and phone patterns', () => {
    expect(check({ email: 'ram.example.org' })).toEqual({ email: ['Invalid email address'] });
    expect(check({ contactNumber: '12' })).toEqual({
      contactNumber: ['Phone number is not valid'],
    });
  });

  it('refuses unknown attendance and behaviour', () => {
    expect(check({ attendance: 'Excellent' })).toEqual({ attendance: ['Required'] });
    expect(check({ behaviour: 'Bad' })).toEqual({ behaviour: ['Required'] });
  });

  it('requires the other behaviour text when behaviour is Other', () => {
    expect(check({ behaviour: 'Other', otherBehaviourInput: '  ' })).toEqual({
      otherBehaviourInput: ['Please specify the other behaviour'],
    });
    expect(check({ behaviour: 'Other', otherBehaviourInput: 'Irregular' })).toEqual({});
  });

  it('reports the other-behaviour rule alongside other failures', () => {
    const result = check({ behaviour: 'Other', city: '' });
    expect(result).toEqual({
      city: ['Required'],
      otherBehaviourInput: ['Please specify the other behaviour'],
    });
  });
});

describe('non-object input', () => {
  it('fails cleanly instead of throwing', () => {
    expect(transferRequestSchema.safeParse(undefined).success).toBe(false);
  });
});
