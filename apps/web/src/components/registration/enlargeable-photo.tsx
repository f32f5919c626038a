import ZoomInOutlined from '@mui/icons-material/ZoomInOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const THUMBNAIL = { width: 120, height: 150 } as const;

/**
 * The applicant's photo as a 120×150 thumbnail that opens the stored photo (at most 800 px,
 * ADR 015) in a dialog: a reviewer compares the face with the documents. A button, so Enter
 * and Space open it; Escape and Close shut it and the focus returns to the thumbnail.
 */
export function EnlargeablePhoto({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const alt = t('registrations.details.photoAlt', { name });
  return (
    <>
      <ButtonBase
        focusRipple
        onClick={() => setOpen(true)}
        aria-label={t('registrations.details.enlargePhoto', { name })}
        aria-haspopup="dialog"
        sx={{
          position: 'relative',
          borderRadius: 1,
          cursor: 'zoom-in',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box
          component="img"
          src={src}
          alt={alt}
          sx={{
            ...THUMBNAIL,
            display: 'block',
            objectFit: 'cover',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'grey.100',
          }}
        />
        <ZoomInOutlined
          fontSize="small"
          sx={{
            position: 'absolute',
            right: 4,
            bottom: 4,
            p: 0.25,
            borderRadius: '50%',
            bgcolor: 'background.paper',
            color: 'text.secondary',
          }}
        />
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{alt}</DialogTitle>
        <DialogContent>
          <Box
            component="img"
            src={src}
            alt={alt}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto' }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {t('registrations.details.closePhoto')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
