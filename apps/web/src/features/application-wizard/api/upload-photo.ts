import { useMutation } from '@tanstack/react-query';
import { apiErrorSchema } from '@form-a/domain/api-error';
import type { UploadedPhoto } from '@form-a/domain/api/photos';
import { UPLOAD_MESSAGES } from '@form-a/domain/messages';
import { ApiError, parseAnswer, pathOf } from '../../../lib/api-client';

export type { UploadedPhoto };

export interface UploadPhotoInput {
  file: File;
  title: string;
  /** 0–100 as the browser sends the bytes */
  onProgress?: (percent: number) => void;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function uploadError(status: number, body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  return new ApiError({
    status,
    code: parsed.success ? parsed.data.error.code : 'HTTP_ERROR',
    // the spec's one text for every failed upload
    message: UPLOAD_MESSAGES.uploadFailed,
    unexpected: !parsed.success,
  });
}

/**
 * POST /api/photos (multipart: image, title). XMLHttpRequest rather than fetch because only it
 * reports upload progress; the session cookie rides along as with every same-origin call.
 */
export function uploadPhoto({ file, title, onProgress }: UploadPhotoInput): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', pathOf('POST /api/photos'));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = async () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const uploaded = await parseAnswer('POST /api/photos', xhr.status, body);
          onProgress?.(100);
          resolve(uploaded);
          return;
        } catch {
          // an answer in an unexpected shape fails like any other upload
        }
      }
      reject(uploadError(xhr.status, body));
    };
    xhr.onerror = () => reject(uploadError(0, undefined));
    xhr.onabort = () => reject(uploadError(0, undefined));
    const form = new FormData();
    form.append('title', title);
    form.append('image', file, file.name);
    xhr.send(form);
  });
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}
