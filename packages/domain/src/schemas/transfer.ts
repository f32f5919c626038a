import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { ATTENDANCE, BEHAVIOUR, enumValues } from '../enums';
import { refsOf } from '../message-ref';

/** Issues carry the message's key (message-ref.ts); the API and the web show its text. */
const MSG = refsOf('transfer');

/** Branch transfer (spec section 5 "Branch transfer"): a UID search, then the request form. */

/** Jigyasu IDs end in J (spec section 4); the search accepts either case. */
export const transferSearchSchema = z.object({
  uid: z
    .string({ error: MSG.searchUidInvalid })
    .trim()
    .min(1, { error: MSG.searchUidInvalid })
    .max(30, { error: MSG.searchUidInvalid })
    .refine((v) => v === '' || /j$/i.test(v), { error: MSG.searchUidInvalid }),
});
export type TransferSearchInput = z.input<typeof transferSearchSchema>;

const required = (max = 200) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(max, { error: MSG.required });

/** An unknown choice is a tampered request; the spec has one text for every problem: 'Required'. */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string({ error: MSG.required })
    .trim()
    .pipe(z.enum(values, { error: MSG.required }));

export const transferRequestSchema = z
  .object({
    currentBranch: required(),
    movingToBranch: required(),
    title: required(30),
    firstName: required(100),
    lastName: required(100),
    email: required(254).refine((v) => v === '' || z.regexes.email.test(v), {
      error: MSG.emailInvalid,
    }),
    contactNumber: required(30).refine((v) => v === '' || isValidPhoneNumber(v, 'IN'), {
      error: MSG.phoneInvalid,
    }),
    attendance: choice(enumValues(ATTENDANCE)),
    behaviour: choice(enumValues(BEHAVIOUR)),
    otherBehaviourInput: z
      .string()
      .trim()
      .max(1000)
      .nullish()
      .transform((v) => v ?? ''),
    addressLine1: required(),
    addressLine2: required(),
    addressLine3: required(),
    city: required(100),
    state: required(100),
    country: required(100),
  })
  .superRefine(
    (raw, ctx) => {
      // `when` lets this run on input that failed parsing, which may not even be an object.
      if (typeof raw !== 'object' || raw === null) return;
      const values = raw as Record<string, unknown>;
      const other =
        typeof values.otherBehaviourInput === 'string' ? values.otherBehaviourInput.trim() : '';
      if (values.behaviour === 'Other' && other === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['otherBehaviourInput'],
          message: MSG.otherBehaviourRequired,
        });
      }
    },
    // Runs even when other fields fail, so the form shows this message with the rest.
    { when: () => true },
  );
export type TransferRequestInput = z.input<typeof transferRequestSchema>;
export type TransferRequest = z.output<typeof transferRequestSchema>;
