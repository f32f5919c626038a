import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translate-message';

interface WizardOutcomeProps {
  /** the confirmation text (the spec's success or draft text) */
  text?: string;
  /** the server's alert for the action */
  alert: string;
  children?: ReactNode;
}

/** What the wizard shows once an action is saved: the server's alert and the spec's text. */
export function WizardOutcome({ text, alert, children }: WizardOutcomeProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Alert severity="success" role="alert">
            {translateMessage(t, alert)}
          </Alert>
          {text ? (
            <Typography variant="h6" component="p">
              {translateMessage(t, text)}
            </Typography>
          ) : null}
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
