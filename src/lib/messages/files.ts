import {
  extensionOf,
  IMAGE_EXTENSIONS,
  isImageExtension,
  MAX_ATTACHMENTS,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
} from '../contract/service.ts';

/** The `accept` attribute of the attachment input: the image extensions of SPEC §5. */
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** Why a chosen file is refused before it is sent (SPEC §8). */
export type FileProblem =
  | { key: 'message.error.format'; params: { accept: string } }
  | { key: 'message.error.size'; params: { max: number } }
  | { key: 'message.error.count'; params: { count: number } };

/**
 * Checks a chosen file on the client, as the gateway will: its extension, its size, and the
 * count of images already attached (`held`). Null when it may be uploaded.
 */
export function checkFile(file: { name: string; size: number }, held: number): FileProblem | null {
  if (held >= MAX_ATTACHMENTS) {
    return { key: 'message.error.count', params: { count: MAX_ATTACHMENTS } };
  }
  if (!isImageExtension(extensionOf(file.name))) {
    return { key: 'message.error.format', params: { accept: IMAGE_EXTENSIONS.join(', ') } };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return { key: 'message.error.size', params: { max: MAX_UPLOAD_MB } };
  }
  return null;
}

/** Upload progress as a whole percentage (0-100). */
export const percent = (loaded: number, total: number): number =>
  total <= 0 ? 0 : Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
