import { z } from 'zod';

/** POST /api/photos (multipart: image, title) */
export const uploadedPhotoSchema = z.object({
  message: z.string(),
  image: z.string(),
  url: z.string(),
});
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;

/** GET /api/photos/:id */
export const photoParamsSchema = z.object({ id: z.uuid() });
