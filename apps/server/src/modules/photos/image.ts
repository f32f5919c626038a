import sharp from 'sharp';
import { PHOTO_MAX_BYTES } from '@form-a/domain/photos';

export const MAX_PHOTO_BYTES = PHOTO_MAX_BYTES;
export const MAX_PHOTO_SIDE = 800;

export type AcceptedImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The type by the file's first bytes; the name and the declared type are not trusted. */
export function sniffImageType(bytes: Buffer): AcceptedImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/**
 * Decodes and re-encodes as JPEG: drops metadata (location, camera), applies the EXIF
 * orientation, bounds the longest side, and defeats files that only look like images.
 */
export async function normalisePhoto(bytes: Buffer) {
  const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize({
      width: MAX_PHOTO_SIDE,
      height: MAX_PHOTO_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, mimeType: 'image/jpeg' as const };
}
