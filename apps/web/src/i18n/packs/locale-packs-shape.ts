import type { Locale } from 'date-fns';

/**
 * What the component libraries need for a language besides the app's own catalogue. Each
 * packs/<language>.ts answers it; the loader (locale-packs.ts) fetches them lazily, so the shape
 * lives apart from the loader and a pack never imports what loads it.
 */
export interface LocalePacks {
  /** theme fragments (MUI core, data grid, date pickers) merged into the app's theme */
  readonly theme: readonly object[];
  /** the date pickers' adapter locale: month and weekday names */
  readonly dateFns: Locale;
}
