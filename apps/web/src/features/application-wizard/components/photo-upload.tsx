import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PHOTO_MAX_BYTES, PHOTO_MAX_MB, PHOTO_TYPES } from '@form-a/domain/photos';
import { isApiError } from '../../../lib/api-client';
import { devicePhotoKey } from '../../../lib/device-photo';
import { useSession } from '../../../lib/session';
import { useUploadPhoto } from '../api/upload-photo';
import type { WizardValues } from './wizard-form';
import { translateMessage } from '../../../i18n/translate-message';

/**
 * Above this a photo is shrunk before it is sent: the server keeps at most 800 px anyway
 * (ADR 015), and a phone camera's 5–10 MB would fail its 5 MB limit or crawl over a branch's
 * connection.
 */
const SHRINK_ABOVE_BYTES = 1024 * 1024;
const SHRINK_OPTIONS = {
  maxSizeMB: 1,
  maxWidthOrHeight: 1600,
  // the library's worker would load its own copy from a CDN; the main thread needs no network
  useWebWorker: false,
  fileType: 'image/jpeg',
  initialQuality: 0.9,
};

async function shrink(file: File): Promise<File> {
  // loaded with the first large photo, not with the wizard; a secretary's device fetches it
  // ahead while online, for a photo chosen offline (app/layout/offline-layer.tsx)
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, SHRINK_OPTIONS);
}

type Refusal = 'notImage' | 'tooLarge' | 'server' | 'quota';

interface PhotoUploadProps {
  control: Control<WizardValues>;
  /** sent as the upload's title (the applicant's name) */
  title: string;
}

/**
 * Choose Image → Upload with a real progress bar, then a preview and, in a read-only field,
 * that it was uploaded (with the file's name). A photo over 1 MB is shrunk in the browser first (browser-image-compression).
 * A refused upload shows the spec's message with the reason, and clears the selection.
 */
export function PhotoUpload({ control, title }: PhotoUploadProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'photo' });
  const upload = useUploadPhoto();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [shrinking, setShrinking] = useState(false);
  // the upload's url; a photo loaded with a record previews from its stored path
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  // the name of the file uploaded here; a photo loaded with a record has none to show
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const fieldMessage = translateMessage(t, fieldState.error?.message);
  const userId = useSession().user?.id ?? 0;
  const keptKey = devicePhotoKey(field.value);

  // a photo kept on this device (chosen offline, ADR 075) previews from its stored bytes
  useEffect(() => {
    if (keptKey === null) return;
    let url: string | null = null;
    let current = true;
    void import('../../../lib/offline-store')
      .then((store) => store.getDevicePhoto(userId, keptKey))
      .then((photo) => {
        if (!photo || !current) return;
        url = URL.createObjectURL(photo.blob);
        setPreviewUrl(url);
        setUploadedName((name) => name ?? photo.name);
      })
      .catch(() => undefined);
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [keptKey, userId]);

  /** No server to take it: the JPEG the upload would have sent stays here until it can. */
  const keepOnDevice = async (photoFile: File, name: string) => {
    const { putDevicePhoto } = await import('../../../lib/offline-store');
    const value = await putDevicePhoto(userId, photoFile, name);
    field.onChange(value);
    field.onBlur();
    setUploadedName(name);
    setProgress(null);
    clearSelection();
  };

  const clearSelection = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setRefusal(null);
    setProgress(null);
  };

  const refuse = (reason: Refusal) => {
    setRefusal(reason);
    setProgress(null);
    clearSelection();
  };

  const onUpload = async () => {
    if (!file) return;
    setRefusal(null);
    let photoFile = file;
    if (file.size > SHRINK_ABOVE_BYTES) {
      setShrinking(true);
      try {
        photoFile = await shrink(file);
      } catch {
        // not an image this browser can draw: the server's check decides
      } finally {
        setShrinking(false);
      }
    }
    if (photoFile.size > PHOTO_MAX_BYTES) {
      refuse(isPhotoType(file) ? 'tooLarge' : 'notImage');
      return;
    }
    setProgress(0);
    upload.mutate(
      { file: photoFile, title: title || file.name, onProgress: setProgress },
      {
        onSuccess: (result) => {
          field.onChange(result.image);
          // an upload completes the field: validated now, so 'Please Upload photo.' goes
          field.onBlur();
          setPreviewUrl(result.url);
          setUploadedName(file.name);
          setProgress(100);
          clearSelection();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 0) {
            void keepOnDevice(photoFile, file.name).catch(() => refuse('server'));
            return;
          }
          if (isApiError(error) && error.status === 429) refuse('quota');
          else refuse(isPhotoType(file) ? 'server' : 'notImage');
        },
      },
    );
  };

  const busy = shrinking || upload.isPending;

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
        {/* a real button opening the hidden picker (a label[role=button] is not one, ADR 039) */}
        <Button variant="outlined" disabled={busy} onClick={() => inputRef.current?.click()}>
          {t('wizard.chooseImage')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          hidden
          onChange={onChoose}
          aria-label={t('wizard.chooseImage')}
        />
        <Button variant="contained" onClick={() => void onUpload()} disabled={!file || busy}>
          {shrinking
            ? t('wizard.shrinking')
            : upload.isPending
              ? t('wizard.uploading')
              : t('wizard.upload')}
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
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('wizard.photoLimit', { limit: PHOTO_MAX_MB })}
      </Typography>
      {refusal ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {refusal === 'quota' ? (
            t('apiErrors.upload.quotaReached')
          ) : (
            <>
              <AlertTitle sx={{ mb: 0 }}>{t('apiErrors.upload.uploadFailed')}</AlertTitle>
              {t(`wizard.photoRefused.${refusal}`, { limit: PHOTO_MAX_MB })}
            </>
          )}
        </Alert>
      ) : null}
      <TextField
        label={t('wizard.fields.photo')}
        name={field.name}
        // the spec's 'photo path' field, said in words: the stored address means nothing to a person
        value={
          photo === ''
            ? ''
            : keptKey !== null
              ? t('offline.photoKept', { name: uploadedName ?? '' })
              : uploadedName
                ? t('wizard.photoUploadedName', { name: uploadedName })
                : t('wizard.photoUploaded')
        }
        inputRef={field.ref}
        error={fieldState.invalid}
        helperText={fieldMessage}
        required
        slotProps={{ input: { readOnly: true } }}
      />
      {photo ? (
        <Box
          component="img"
          src={previewUrl ?? (keptKey === null ? photo : undefined)}
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

/** By the type the browser reports; the server checks the bytes. */
function isPhotoType(file: File): boolean {
  return (PHOTO_TYPES as readonly string[]).includes(file.type);
}
