import {
  exportCodeLabels,
  type ExportCodedColumn,
  type ExportLanguage,
} from '@form-a/domain/export-labels';

/** The code → label tables of one language, as the JSON text a statement reads them from. */
export type ExportCodeTables = Record<ExportCodedColumn | 'country', string>;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Every two-letter region code the platform's ICU names, with its name in `language` ('IN' →
 * 'India' or 'भारत'), as the web's record screens name a country (lib/format-record.ts). The
 * codes are read from ICU rather than from country-state-city: that library's index brings its
 * 70 MB city list with it.
 */
function countryNames(language: ExportLanguage): Record<string, string> {
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' });
  const table: Record<string, string> = {};
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = first + second;
      const name = names.of(code);
      if (name) table[code] = name;
    }
  }
  return table;
}

const cache = new Map<ExportLanguage, ExportCodeTables>();

/** The tables of `language`, built once per process. */
export function exportCodeTables(language: ExportLanguage): ExportCodeTables {
  let tables = cache.get(language);
  if (!tables) {
    const codes = exportCodeLabels(language);
    tables = {
      ...(Object.fromEntries(
        Object.entries(codes).map(([column, table]) => [column, JSON.stringify(table)]),
      ) as Record<ExportCodedColumn, string>),
      country: JSON.stringify(countryNames(language)),
    };
    cache.set(language, tables);
  }
  return tables;
}
