import { ENUM_LABELS_HI } from '@form-a/domain/enums-hi';
import type { enumsEn } from './enums.en';

/**
 * Hindi labels of the domain's option lists; the stored codes are the same in both languages.
 * The words live in the domain (enums-hi.ts), which the server's exports read too (ADR 050);
 * the type here checks that every code of the English catalogue has its Hindi label.
 */
export const enumsHi: typeof enumsEn = ENUM_LABELS_HI;
