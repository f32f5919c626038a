import type { ApplicationDraft } from '@form-a/domain/schemas/application';

/**
 * A photo chosen while the server could not be reached stays on this device (ADR 075); the
 * wizard's photo field holds this prefix and the photo's key meanwhile. Apart from the device
 * store so that the wizard's autosave can tell such a value without loading IndexedDB code.
 */
export const DEVICE_PHOTO_PREFIX = 'device-photo:';

export function devicePhotoKey(photo: string | undefined | null): string | null {
  return photo?.startsWith(DEVICE_PHOTO_PREFIX) ? photo.slice(DEVICE_PHOTO_PREFIX.length) : null;
}

/** The values as the server may see them: a photo still on this device is not on the server. */
export function withoutDevicePhoto<T extends Pick<ApplicationDraft, 'photo'>>(values: T): T {
  return devicePhotoKey(values.photo) === null ? values : { ...values, photo: '' };
}
