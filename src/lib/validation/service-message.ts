import { isVideoExtension } from '../contract/service.ts';
import { message, type ValidationMessage } from './messages.ts';
import { required, validate, type FieldErrors, type Rules } from './validator.ts';

/** Customer-service message (SPEC §3, §5) and the upload limits of its attachments. */

/** Image extensions accepted for uploads (SPEC §5). */
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'jpe', 'jpe2'] as const;
/** Video extensions of SPEC §5: a video picked for an upload is named as such. */
export { VIDEO_EXTENSIONS } from '../contract/service.ts';
/** Limits the SPEC leaves open: at most 3 images of at most 5 MB each. */
export const MAX_UPLOAD_COUNT = 3;
export const MAX_UPLOAD_MB = 5;
const MB = 1024 * 1024;

export interface ServiceMessageForm {
  questionType: string;
  content: string;
  contact: string;
}

export const serviceMessageRules: Rules<ServiceMessageForm> = {
  questionType: [required(message('validation.message.questionTypeRequired'))],
  content: [required(message('validation.message.contentRequired'))],
  contact: [required(message('validation.message.contactRequired'))],
};

export const validateServiceMessage = (form: ServiceMessageForm): FieldErrors<ServiceMessageForm> =>
  validate(form, serviceMessageRules);

export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
};

export const isImageFile = (name: string): boolean =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(name));

export const isVideoFile = (name: string): boolean => isVideoExtension(fileExtension(name));

export interface UploadLimits {
  maxCount?: number;
  maxSizeMb?: number;
}

/**
 * Checks files about to be added to `alreadyAttached` images: the first problem found
 * (a video, another format, then count, then size), or null when all may be uploaded.
 */
export function checkUploads(
  files: readonly { name: string; size: number }[],
  alreadyAttached = 0,
  { maxCount = MAX_UPLOAD_COUNT, maxSizeMb = MAX_UPLOAD_MB }: UploadLimits = {},
): ValidationMessage | null {
  if (files.some((f) => isVideoFile(f.name))) return message('validation.upload.video');
  if (files.some((f) => !isImageFile(f.name))) return message('validation.upload.format');
  if (alreadyAttached + files.length > maxCount)
    return message('validation.upload.count', { count: maxCount });
  if (files.some((f) => f.size > maxSizeMb * MB))
    return message('validation.upload.size', { max: maxSizeMb });
  return null;
}
