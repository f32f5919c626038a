import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { isMasked } from '@form-a/domain/contact-mask';
import { can } from '@form-a/domain/permissions';
import { useRevealedContact } from '../../lib/contact-api';
import { useSignedInUser } from '../../lib/session';

export type ContactField = 'phone' | 'email';

/** Whether the signed-in user may ask for a masked value in full (ADR 057). */
export function useMayRevealContact(): boolean {
  return can(useSignedInUser(), 'registration:read-contact');
}

export interface RevealContactButtonProps {
  registrationId: number;
  /** the button's accessible name: what it shows, of whom */
  label: string;
}

/**
 * The small "Show" beside a masked phone or email: one click asks the server for the record's
 * phone and email (a logged read) and every cell of that record shows them in full; a second
 * click masks them again. A toggle (aria-pressed), so that it keeps its place and the focus.
 */
export function RevealContactButton({ registrationId, label }: RevealContactButtonProps) {
  const { t } = useTranslation();
  const { contact, reveal, hide, loading, failed } = useRevealedContact(registrationId);
  const name = failed ? `${t('contact.failed')} ${label}` : label;
  const shown = contact !== undefined;
  return (
    // the name stays (a toggle's state is aria-pressed); the tooltip says what a click does now
    <Tooltip title={shown && !loading ? t('contact.hide') : name}>
      <IconButton
        size="small"
        aria-label={name}
        aria-pressed={shown}
        aria-busy={loading}
        color={failed ? 'error' : 'default'}
        onClick={(event) => {
          // inside a grid row or a card: the click is this button's alone
          event.stopPropagation();
          if (loading) return;
          if (shown) hide();
          else reveal();
        }}
        // a line of text tall: a card's row keeps its height and its label stays level
        sx={{ p: 0.5, my: -0.5, flexShrink: 0 }}
      >
        {loading ? (
          <CircularProgress size={18} aria-hidden />
        ) : shown ? (
          <VisibilityOffOutlined sx={{ fontSize: 18 }} />
        ) : (
          <VisibilityOutlined sx={{ fontSize: 18 }} />
        )}
      </IconButton>
    </Tooltip>
  );
}

export interface MaskedContactProps {
  registrationId: number;
  /** the person's name, for the button's accessible name */
  name: string;
  field: ContactField;
  /** the value as the list answered it: in full, masked, or empty */
  value: string;
  /** shown for an empty value */
  empty?: string;
  /** wrap a long value (a card) rather than cut it with an ellipsis (a grid cell) */
  wrap?: boolean;
}

const LABEL_KEYS = { phone: 'contact.showPhone', email: 'contact.showEmail' } as const;

/**
 * A phone or email as a list shows it: masked for a reader whose task does not need it, with
 * the Show button when the reader may reveal it, and in full while revealed.
 */
export function MaskedContact({
  registrationId,
  name,
  field,
  value,
  empty = '',
  wrap = false,
}: MaskedContactProps) {
  const { t } = useTranslation();
  const mayReveal = useMayRevealContact();
  const { contact } = useRevealedContact(registrationId);
  const shown = contact ? contact[field] : value;
  const offer = mayReveal && isMasked(value);
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%', minWidth: 0 }}
    >
      <Box
        component="span"
        // a value cut by the cell's width is still there to read on hover
        title={wrap ? undefined : shown}
        sx={
          wrap
            ? { minWidth: 0, overflowWrap: 'anywhere' }
            : { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
        }
      >
        {shown || empty}
      </Box>
      {offer ? (
        <RevealContactButton
          registrationId={registrationId}
          label={t(LABEL_KEYS[field], { name })}
        />
      ) : null}
    </Box>
  );
}
