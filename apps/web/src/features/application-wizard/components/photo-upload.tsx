import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MESSAGES } from '@form-a/domain/messages';
import { useUploadPhoto } from '../api/upload-photo';
import type { WizardValues } from './wizard-form';
import { translateWizardMessage } from './wizard-messages';

interface PhotoUploadProps {
  control: Control<WizardValues>;
  /** sent as the upload's title (the applicant's name) */
  title: string;
}

/**
 * Choose Image → Upload with a real progress bar, then a preview and the stored path in a
 * read-only field. A failed upload shows the spec's message and clears the selection.
 */
export function PhotoUpload({ control, title }: PhotoUploadProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'photo' });
  const upload = useUploadPhoto();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  // the upload's url; a photo loaded with a record previews from its stored path
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const fieldMessage = translateWizardMessage(t, fieldState.error?.message);

  const clearSelection = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setFailed(false);
    setProgress(null);
  };

  const onUpload = () => {
    if (!file) return;
    setFailed(false);
    setProgress(0);
    upload.mutate(
      { file, title: title || file.name, onProgress: setProgress },
      {
        onSuccess: (result) => {
          field.onChange(result.image);
          setPreviewUrl(result.url);
          setProgress(100);
          clearSelection();
        },
        onError: () => {
          setFailed(true);
          setProgress(null);
          clearSelection();
        },
      },
    );
  };

  const photo = field.value ?? '';
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {t('wizard.fields.photo')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, mt: 1 }}
      >
        <Button variant="outlined" component="label" disabled={upload.isPending}>
          {t('wizard.chooseImage')}
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            hidden
            onChange={onChoose}
            aria-label={t('wizard.chooseImage')}
          />
        </Button>
        <Button variant="contained" onClick={onUpload} disabled={!file || upload.isPending}>
          {upload.isPending ? t('wizard.uploading') : t('wizard.upload')}
        </Button>
        {file ? (
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {t('wizard.selectedFile', { name: file.name })}
          </Typography>
        ) : null}
      </Stack>
      {progress !== null ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 2 }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('wizard.uploadProgress')}
            sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ minWidth: 40 }}>{`${progress}%`}</Typography>
        </Stack>
      ) : null}
      {failed ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translateWizardMessage(t, UPLOAD_MESSAGES.uploadFailed)}
        </Alert>
      ) : null}
      <TextField
        label={t('wizard.fields.photoPath')}
        name={field.name}
        value={photo}
        inputRef={field.ref}
        error={fieldState.invalid}
        helperText={fieldMessage}
        required
        slotProps={{ input: { readOnly: true } }}
      />
      {photo ? (
        <Box
          component="img"
          src={previewUrl ?? photo}
          alt={t('wizard.photoPreview')}
          sx={{
            display: 'block',
            maxWidth: 160,
            maxHeight: 200,
            borderRadius: 1,
            mt: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      ) : null}
    </Box>
  );
}
