import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MASK } from '@form-a/domain/contact-mask';

/**
 * maskPhone and maskEmail of packages/domain/src/contact-mask.ts as SQL (ADR 057), so that a
 * list page stays JSON the database writes (ADR 018) and an export stays one statement
 * (ADR 033). contact-masking.test.ts holds the two to the same answers.
 * `[^0-9]` rather than `\D`: PostgreSQL's class follows the locale, JavaScript's does not.
 */
const mask = sql.raw(`'${MASK}'`);

export function maskedPhoneSql(phone: AnyPgColumn | SQL): SQL {
  return sql`(SELECT CASE
      WHEN ${phone} = '' THEN ''
      WHEN length(masked.digits) >= 10
        THEN left(masked.digits, 2) || ${mask} || right(masked.digits, 4)
      WHEN length(masked.digits) >= 6 THEN ${mask} || right(masked.digits, 2)
      ELSE ${mask} END
    FROM (SELECT right(regexp_replace(${phone}, '[^0-9]', '', 'g'), 10) AS digits) AS masked)`;
}

export function maskedEmailSql(email: AnyPgColumn | SQL): SQL {
  return sql`(SELECT CASE
      WHEN ${email} = '' THEN ''
      WHEN strpos(${email}, '@') = 0 THEN ${mask}
      ELSE left(masked.local, CASE
          WHEN length(masked.local) >= 5 THEN 2
          WHEN length(masked.local) >= 2 THEN 1
          ELSE 0 END) || ${mask} || substring(${email} from '@[^@]*$') END
    FROM (SELECT regexp_replace(${email}, '@[^@]*$', '') AS local) AS masked)`;
}
