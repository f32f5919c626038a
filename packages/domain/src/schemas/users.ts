import { z } from 'zod';
import { refsOf } from '../message-ref';
import { roleCodeSchema } from '../roles';

const ADMIN_MESSAGES = refsOf('admin');

/**
 * The administrator's change to an account: role and branch travel together, so the rule that
 * a branch secretary needs a branch is checked on the pair by the dialog and
 * by the server alike. Fields left out are not changed.
 */
export const userUpdateSchema = z
  .object({
    role: roleCodeSchema.nullable().optional(),
    branch: z.string().trim().min(1).max(120).nullable().optional(),
    active: z.boolean().optional(),
  })
  .strict()
  .superRefine((value, context) => {
    // only when both are sent: the server checks a lone change against the stored pair
    if (value.role === 'BBRANCHSEC' && value.branch === null) {
      context.addIssue({
        code: 'custom',
        path: ['branch'],
        message: ADMIN_MESSAGES.branchRequiredForSecretary,
      });
    }
  });
export type UserUpdate = z.output<typeof userUpdateSchema>;
