import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSearchParams, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_QUERY_MAX } from '@form-a/domain/search';
import { PATHS } from '../../../config/paths';

export const searchPath = (query: string) =>
  `${PATHS.search}?${createSearchParams({ q: query.trim() }).toString()}`;

/** Whether a key press belongs to a field the user is typing in (then '/' is just a slash). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    target.getAttribute('role') === 'combobox'
  );
}

interface SearchBoxProps {
  /** the header's box answers the '/' shortcut; the results page's does not */
  shortcut?: boolean;
  /** a phone's header opens the field from an icon, ready to type in */
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The search field: Enter opens the results page for the words typed. It shows the query of
 * the results page being read, so refining a search starts from it.
 */
export function SearchBox({ shortcut = false, autoFocus = false, sx }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname === PATHS.search ? (params.get('q') ?? '') : '';
  const [value, setValue] = useState(current);
  const inputRef = useRef<HTMLInputElement | null>(null);

  // a new results page (another query, or none) shows its own query in the field
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setValue(current);
  }

  useEffect(() => {
    if (!shortcut) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shortcut]);

  return (
    <Box
      component="form"
      role="search"
      // a page may have its own search form too (branch transfer's UID, a list's filter): each
      // search landmark needs a name of its own to be told apart
      aria-label={t('search.field')}
      noValidate
      sx={sx}
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim() === '') return;
        void navigate(searchPath(value));
      }}
    >
      <TextField
        size="small"
        margin="none"
        fullWidth
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('common.searchPlaceholder')}
        inputRef={inputRef}
        autoFocus={autoFocus}
        slotProps={{
          htmlInput: {
            'aria-label': t('search.field'),
            type: 'search',
            name: 'q',
            maxLength: SEARCH_QUERY_MAX,
            enterKeyHint: 'search',
            ...(shortcut ? { 'aria-keyshortcuts': '/' } : {}),
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
