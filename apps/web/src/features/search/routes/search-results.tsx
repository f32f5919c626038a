import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { can } from '@form-a/domain/permissions';
import type { SearchHit, SearchSummaryHit } from '@form-a/domain/schemas/search';
import type { SearchKind } from '@form-a/domain/search';
import { PageLoader } from '../../../components/page-loader';
import { titledFullName } from '../../../i18n/enum-text';
import { recordStatusText } from '../../../i18n/status-text';
import { isApiError } from '../../../lib/api-client';
import { loadFailedText } from '../../../i18n/translate-api-error';
import { joinName, listDob } from '../../../lib/format-record';
import { useSignedInUser } from '../../../lib/session';
import { isMasked } from '@form-a/domain/contact-mask';
import {
  RevealContactButton,
  useMayRevealContact,
} from '../../../components/registration/masked-contact';
import { useRevealedContact } from '../../../lib/contact-api';
import { useSearchRecords } from '../api/search-records';
import { recordLink } from '../../../lib/record-link';
import { messageRef } from '@form-a/domain/message-ref';

type Hit = SearchHit | SearchSummaryHit;

const MATCHED_BY_KEYS = {
  id: 'search.matchedBy.id',
  uid: 'search.matchedBy.uid',
  phone: 'search.matchedBy.phone',
  name: 'search.matchedBy.name',
} as const satisfies Record<SearchKind, string>;
const isFullHit = (hit: Hit): hit is SearchHit => 'phone' in hit;

/** A hit's phone masked (ADR 057) that this reader may ask for in full. */
const revealable = (hit: Hit, mayReveal: boolean): hit is SearchHit =>
  mayReveal && isFullHit(hit) && isMasked(hit.phone);

function HitText({ hit }: { hit: Hit }) {
  const { t } = useTranslation();
  // the phone and email in full once the Show beside this hit was clicked
  const { contact } = useRevealedContact(hit.id);
  // the title in the reader's language ('श्री', not 'MR'), as on the record screens
  const name = titledFullName(t, hit);
  const phone = contact ? contact.phone : isFullHit(hit) ? hit.phone : '';
  const facts = [
    hit.uid ? t('search.jigyasuId', { uid: hit.uid }) : t('search.applicationId', { id: hit.id }),
    hit.branch,
    ...(isFullHit(hit) && hit.dob ? [t('search.dob', { date: listDob(hit.dob) })] : []),
    ...(phone ? [t('search.phone', { phone })] : []),
    ...(contact?.email ? [contact.email] : []),
  ];
  return (
    <ListItemText
      primary={
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {name || '--'}
          </Typography>
          <Chip size="small" label={recordStatusText(t, hit.status)} />
          <Chip size="small" variant="outlined" label={t(MATCHED_BY_KEYS[hit.matched_by])} />
        </Stack>
      }
      secondary={facts.join(' · ')}
    />
  );
}

/** /search?q=: the header search's results, each opening the record where the role works on it. */
export function SearchResultsRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const search = useSearchRecords(query);
  const hits = search.data?.pages.flatMap((page) => page.items) ?? [];
  const first = search.data?.pages[0];
  const reader = can(user, 'registration:read');
  const mayReveal = useMayRevealContact();

  let failure: string | null = null;
  if (search.error) {
    failure =
      isApiError(search.error) && search.error.fields?.q === messageRef('search.nothingToSearch')
        ? t('search.nothingToSearch')
        : loadFailedText(t, search.error, t('search.failed'));
  }

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {query ? t('search.resultsFor', { query }) : t('search.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {reader ? t('search.hint') : t('search.hintNoPhone')}
      </Typography>
      {!query ? null : search.isPending ? (
        <PageLoader />
      ) : failure ? (
        <Alert
          severity={
            search.error && isApiError(search.error) && search.error.status === 400
              ? 'info'
              : 'error'
          }
        >
          {failure}
        </Alert>
      ) : hits.length === 0 ? (
        <Alert severity="info" role="status">
          {t('search.noResults', { query })}
        </Alert>
      ) : (
        <>
          {first?.nameMatch === 'sound' ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('search.soundAlike')}
            </Alert>
          ) : null}
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
            {t('search.count', { count: hits.length })}
            {reader ? '' : ` · ${t('search.noOpen')}`}
          </Typography>
          <Paper variant="outlined">
            <List disablePadding aria-label={t('search.resultsFor', { query })}>
              {hits.map((hit, index) => {
                const to = recordLink(hit, user.role);
                // the Show button sits beside the link, never inside it
                const show = revealable(hit, mayReveal) ? (
                  <RevealContactButton
                    registrationId={hit.id}
                    label={t('contact.showContact', {
                      name: joinName(hit.first_name, hit.middle_name, hit.last_name),
                    })}
                  />
                ) : undefined;
                return (
                  <ListItem
                    key={hit.id}
                    disablePadding
                    divider={index < hits.length - 1}
                    secondaryAction={show}
                  >
                    {to ? (
                      <ListItemButton component={RouterLink} to={to}>
                        <HitText hit={hit} />
                      </ListItemButton>
                    ) : (
                      <Box sx={{ px: 2, py: 1, width: '100%' }}>
                        <HitText hit={hit} />
                      </Box>
                    )}
                  </ListItem>
                );
              })}
            </List>
          </Paper>
          {search.hasNextPage ? (
            <Button
              variant="outlined"
              sx={{ mt: 2 }}
              disabled={search.isFetchingNextPage}
              onClick={() => void search.fetchNextPage()}
            >
              {t('search.showMore')}
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}
