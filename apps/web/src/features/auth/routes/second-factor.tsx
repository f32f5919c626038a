import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import { PATHS } from '../../../config/paths';
import { translateApiError } from '../../../i18n/translate-api-error';
import { isApiError } from '../../../lib/api-client';
import { getMe } from '../../../lib/auth-api';
import { useSession } from '../../../lib/session';
import { secondFactorStatusQuery } from '../api/second-factor';
import { AuthLayout } from '../components/auth-layout';
import { EnrolStep } from '../components/enrol-step';
import { registerSecondFactorTexts } from '../../../i18n/second-factor-texts';
import { VerifyStep } from '../components/verify-step';
import { readRemember } from './navigation-state';

/**
 * /authentication/second-factor (ADR 046): after a right password, an approver or administrator
 * enters a code of the authenticator app (or a recovery code), or sets the app up first. The
 * server holds the state (a pending session answers nothing else); this screen asks it which
 * step is due, and starts the browser's session only when the server has made it a full one.
 */
export function SecondFactorRoute() {
  const { t, i18n } = useTranslation();
  // before the first text is looked up: this screen comes before the signed-in layout
  useState(() => registerSecondFactorTexts(i18n));
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const remember = readRemember(location.state);
  const status = useQuery(secondFactorStatusQuery());

  const finish = useCallback(
    (result: { user: SessionUser; expiresAt: string }) => {
      queryClient.clear();
      session.start(result, remember);
      void navigate(PATHS.home, { replace: true });
    },
    [queryClient, session, remember, navigate],
  );

  if (status.isError && isApiError(status.error) && status.error.status === 401) {
    // no session, or the pending one ran out: the password step again
    return <Navigate to={PATHS.signIn} replace />;
  }

  const title =
    status.data?.state === 'enrol' ? t('secondFactor.enrolTitle') : t('secondFactor.verifyTitle');
  return (
    <AuthLayout title={title}>
      {status.data ? (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {t('secondFactor.signedInAs', { name: status.data.user.name, uid: status.data.user.uid })}
        </Typography>
      ) : null}
      {status.isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, my: 3 }}>
          <CircularProgress size={20} />
          <Typography>{t('common.loading')}</Typography>
        </Box>
      ) : status.isError ? (
        <Alert severity="error" sx={{ my: 2 }}>
          {translateApiError(t, status.error)}
        </Alert>
      ) : status.data.state === 'verify' ? (
        <VerifyStep rememberDays={status.data.rememberDays} onDone={finish} />
      ) : status.data.state === 'enrol' ? (
        <EnrolStep rememberDays={status.data.rememberDays} onDone={finish} />
      ) : (
        <AlreadyComplete onSession={finish} />
      )}
      <Button
        component={RouterLink}
        to={PATHS.signOut}
        nativeButton={false}
        variant="text"
        fullWidth
        sx={{ mt: 2 }}
      >
        {t('secondFactor.cancel')}
      </Button>
    </AuthLayout>
  );
}

/** A full session already (a reload after the step): the browser's session starts from /me. */
function AlreadyComplete({
  onSession,
}: {
  onSession: (result: { user: SessionUser; expiresAt: string }) => void;
}) {
  const { t } = useTranslation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void getMe().then(onSession, () => undefined);
  }, [onSession]);
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, my: 3 }}>
      <CircularProgress size={20} />
      <Typography>{t('common.loading')}</Typography>
    </Box>
  );
}
