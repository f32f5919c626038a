const formats = new Map<string, Intl.NumberFormat>();

/** A count in the reader's language: Indian digit grouping (1,00,000) in both languages. */
export function formatCount(value: number, language: string): string {
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return format.format(value);
}
