import * as z from 'zod/mini';
import { emailSchema } from './auth.ts';
import { idSchema, queryInt } from './common.ts';

/**
 * Customer service (SPEC §3 Customer-service message, §5 Customer-service message and Generic,
 * §7 User, upload and issues): dictionaries, messages (issues) and their image attachments,
 * uploaded through a signed, short-lived, single-use upload policy.
 */

// ---- limits ------------------------------------------------------------------------------------

/** Images attached to one message, and uploaded-but-unattached files one user may hold. */
export const MAX_ATTACHMENTS = 4;
/** Largest uploaded file, in megabytes (MiB). */
export const MAX_UPLOAD_MB = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/**
 * Largest image area and longest side accepted, checked from the file's header before anything
 * is decoded (sharp's limitInputPixels too). 16 megapixels takes a 12-megapixel phone photo and
 * any screenshot; a 5 MB file can claim far more (a PNG of black rows is a few kilobytes at 40
 * megapixels), and decoding and re-encoding that cost seconds of CPU per upload.
 */
export const MAX_PIXELS = 16_000_000;
export const MAX_SIDE = 8000;
/** Life of an upload policy on the gateway clock. */
export const UPLOAD_POLICY_TTL_MS = 2 * 60 * 1000;
/**
 * How long an uploaded picture waits for its message. After that it no longer counts against
 * {@link MAX_ATTACHMENTS} and its bytes are removed: a shopper who closed the tab with pictures
 * chosen is not kept from uploading the next day.
 */
export const PENDING_UPLOAD_TTL_MS = 24 * 3600 * 1000;
/** The multipart field that carries the file. */
export const UPLOAD_FIELD = 'file';

/** Image extensions accepted (SPEC §5 Generic). */
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'jpe', 'jpe2'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];
export const isImageExtension = (value: string): value is ImageExtension =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(value);

/**
 * Video extensions (SPEC §5 Generic): what a CMS link or a picked file with one of them is
 * treated as. Videos are never accepted as uploads (the upload flow takes pictures only).
 */
export const VIDEO_EXTENSIONS = [
  'avi',
  'wmv',
  'mpg',
  'mov',
  'rm',
  'ram',
  'swf',
  'flv',
  'mp4',
] as const;
export type VideoExtension = (typeof VIDEO_EXTENSIONS)[number];
export const isVideoExtension = (value: string): value is VideoExtension =>
  (VIDEO_EXTENSIONS as readonly string[]).includes(value);

/** The lower-case extension of a file name ('' when it has none). */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Content types of stored files: uploads are re-encoded to PNG or JPEG (GIF → PNG). */
export const STORED_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;

// ---- dictionaries ------------------------------------------------------------------------------

/** Dictionary types served by dict/info/list. */
export const DICT_TYPES = ['QUESTION_TYPE', 'LANGUAGE'] as const;
export type DictType = (typeof DICT_TYPES)[number];

/** The question types of a message (the QUESTION_TYPE dictionary's codes). */
export const QUESTION_TYPES = [
  'booking',
  'payment',
  'refund',
  'account',
  'park',
  'hotel',
  'other',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** GET /cl-odss-app/guest/dict/info/list?dictType= */
export const dictListQuerySchema = z.object({ dictType: z.enum(DICT_TYPES) });

/** One dictionary entry, its label in the request language. */
export const dictItemSchema = z.object({
  dictCode: z.string(),
  dictLabel: z.string(),
  sort: z.int(),
});
export type DictItem = z.infer<typeof dictItemSchema>;
export const dictListSchema = z.array(dictItemSchema);

// ---- issues (customer-service messages) -------------------------------------------------------

/** One entry of issue/info/typeList. */
export const issueTypeSchema = z.object({
  questionType: z.enum(QUESTION_TYPES),
  questionTypeName: z.string(),
  sort: z.int(),
});
export type IssueType = z.infer<typeof issueTypeSchema>;
export const issueTypeListSchema = z.array(issueTypeSchema);

export const ISSUE_CONTENT_MAX = 1000;
export const ISSUE_CONTACT_MAX = 100;

/** A phone number as typed: an optional +, digits, spaces, dashes and brackets, 6-15 digits. */
const PHONE_CONTACT = /^\+?[\d\s()-]{6,25}$/;
const isPhoneContact = (s: string): boolean => {
  if (!PHONE_CONTACT.test(s)) return false;
  const digits = s.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
};

/** Contact info: an e-mail address or a phone number. */
export const contactSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'errors.param.required'),
  z.maxLength(ISSUE_CONTACT_MAX, 'errors.issue.contact'),
  z.refine(
    (s: string) => emailSchema.safeParse(s).success || isPhoneContact(s),
    'errors.issue.contact',
  ),
);

/** POST /cl-odss-app/guest/issue/info/save */
export const issueSaveBodySchema = z.strictObject({
  questionType: z.enum(QUESTION_TYPES),
  content: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'errors.param.required'),
      z.maxLength(ISSUE_CONTENT_MAX, 'errors.issue.content'),
    ),
  contact: contactSchema,
  attachmentIds: z._default(
    z.array(idSchema).check(
      z.maxLength(MAX_ATTACHMENTS),
      z.refine(
        (ids: string[]) => new Set(ids).size === ids.length,
        'errors.issue.attachmentRepeated',
      ),
    ),
    [],
  ),
});
export type IssueSaveBody = z.infer<typeof issueSaveBodySchema>;

export const ISSUE_STATUSES = ['submitted', 'replied', 'closed'] as const;

/** An uploaded (re-encoded) image. */
export const uploadResultSchema = z.object({
  fileId: idSchema,
  /** Absolute address of the stored file (sysOssSite + its key); served to its owner only. */
  url: z.string(),
  contentType: z.enum(STORED_CONTENT_TYPES),
  width: z.int(),
  height: z.int(),
  bytes: z.int(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const issueReplySchema = z.object({ content: z.string(), repliedAt: z.int() });

/** A message as listed by issue/info/list and answered by issue/info/save. */
export const issueRecordSchema = z.object({
  issueId: idSchema,
  issueNo: z.string(),
  questionType: z.enum(QUESTION_TYPES),
  questionTypeName: z.string(),
  content: z.string(),
  contact: z.string(),
  createdAt: z.int(),
  status: z.enum(ISSUE_STATUSES),
  reply: z.nullable(issueReplySchema),
  attachments: z.array(uploadResultSchema),
});
export type IssueRecord = z.infer<typeof issueRecordSchema>;

export const ISSUE_PAGE_SIZE_MAX = 50;
/** GET /cl-odss-app/guest/issue/info/list */
export const issueListQuerySchema = z.object({
  pageNo: z._default(queryInt(1, 10_000), 1),
  pageSize: z._default(queryInt(1, ISSUE_PAGE_SIZE_MAX), 10),
});

export const issuePageSchema = z.object({
  records: z.array(issueRecordSchema),
  total: z.int(),
  pageNo: z.int(),
  pageSize: z.int(),
});
export type IssuePage = z.infer<typeof issuePageSchema>;

// ---- uploads (object-storage flow) -------------------------------------------------------------

/** GET /cl-odss-app/guest/common/oss/sysOssSite */
export const ossSiteSchema = z.object({ site: z.string() });

/** The signed policy token (query parameter `policy` of the upload URL). */
export const policyTokenSchema = z
  .string()
  .check(z.regex(/^\d{1,20}\.\d{1,15}\.[A-Za-z0-9_-]{43}$/, 'errors.upload.policyInvalid'));

/** GET /cl-odss-app/guest/common/oss/genUploadParam */
export const uploadPolicySchema = z.object({
  uploadId: idSchema,
  /** Where to POST the file: multipart/form-data with the file in field {@link UPLOAD_FIELD}. */
  uploadUrl: z.string(),
  method: z.literal('POST'),
  fileField: z.literal(UPLOAD_FIELD),
  /** Extra form fields and headers to send as they are (none for the folder storage). */
  fields: z.record(z.string(), z.string()),
  headers: z.record(z.string(), z.string()),
  /** Epoch ms on the gateway clock; the policy also ends once used. */
  expiresAt: z.int(),
  maxBytes: z.int(),
  maxCount: z.int(),
  accept: z.array(z.enum(IMAGE_EXTENSIONS)),
});
export type UploadPolicy = z.infer<typeof uploadPolicySchema>;

/** POST …/common/oss/upload?policy= */
export const uploadQuerySchema = z.object({ policy: policyTokenSchema });

/** PUT …/common/oss/uploadSuccess and …/unlink (params: query or form). */
export const fileIdParamsSchema = z.object({ fileId: idSchema });
/** PUT …/common/oss/updateRefId (params): attaches a file to one of the caller's messages. */
export const updateRefIdParamsSchema = z.object({ fileId: idSchema, refId: idSchema });

/** Stable error codes of the upload and message calls. */
export const SERVICE_ERROR_CODES = {
  unsupportedFormat: 'UPLOAD_UNSUPPORTED_FORMAT',
  tooBig: 'UPLOAD_TOO_BIG',
  tooMany: 'UPLOAD_TOO_MANY',
  imageTooLarge: 'UPLOAD_IMAGE_TOO_LARGE',
  policyInvalid: 'UPLOAD_POLICY_INVALID',
  policyExpired: 'UPLOAD_POLICY_EXPIRED',
  policyUsed: 'UPLOAD_POLICY_USED',
  failed: 'UPLOAD_FAILED',
  attachment: 'ISSUE_ATTACHMENT_INVALID',
} as const;
