import type { WritableAtom } from 'nanostores';
import * as z from 'zod/mini';
import {
  MAX_ATTACHMENTS,
  issueSaveBodySchema,
  QUESTION_TYPES,
  type IssueSaveBody,
  type QuestionType,
} from '../contract/service.ts';
import { isRecord, isString } from '../session/guards.ts';
import { sessionAtom } from '../session/storage.ts';
import { checkForm, firstError, type FormSpec } from '../validation/issues.ts';

/** What the visitor typed on leave-message (kept in sessionStorage: nothing typed is lost). */
export interface MessageForm {
  questionType: QuestionType | '';
  content: string;
  contact: string;
}

export const EMPTY_MESSAGE_FORM: MessageForm = { questionType: '', content: '', contact: '' };

/** The form's fields in the order the page shows them (the first error wins). */
export const MESSAGE_FIELDS = ['questionType', 'content', 'contact', 'attachments'] as const;
export type MessageField = (typeof MESSAGE_FIELDS)[number];

export type MessageFormProblem =
  | 'message.error.questionType'
  | 'message.error.contentRequired'
  | 'message.error.contentTooLong'
  | 'message.error.contactRequired'
  | 'message.error.contact'
  | 'message.error.uploading';

export type MessageFormResult =
  | { ok: true; body: IssueSaveBody }
  | { ok: false; field: MessageField; problem: MessageFormProblem };

const isQuestionType = (value: unknown): value is QuestionType =>
  (QUESTION_TYPES as readonly unknown[]).includes(value);

export const isMessageForm = (value: unknown): value is MessageForm =>
  isRecord(value) &&
  (value.questionType === '' || isQuestionType(value.questionType)) &&
  isString(value.content) &&
  isString(value.contact);

/** Characters of the content counted against {@link ISSUE_CONTENT_MAX}. */
export const contentLength = (content: string): number => content.trim().length;

const fields = issueSaveBodySchema.shape;
/** The typed fields on the gateway's own field schemas, and the words of each. */
const messageForm: FormSpec<MessageForm, MessageFormProblem> = {
  schema: z.object({
    questionType: fields.questionType,
    content: fields.content,
    contact: fields.contact,
  }),
  messages: {
    questionType: { empty: 'message.error.questionType', invalid: 'message.error.questionType' },
    content: { empty: 'message.error.contentRequired', invalid: 'message.error.contentTooLong' },
    contact: { empty: 'message.error.contactRequired', invalid: 'message.error.contact' },
  },
  isKey: (message: string): message is MessageFormProblem => message.startsWith('message.'),
};

/**
 * Checks the form as the gateway does (issueSaveBodySchema, through the forms' message adapter)
 * and gives the body of issue/info/save, or the first field in error. `pending` is true while an
 * image is still uploading or failed (it must be sent or removed first).
 */
export function checkMessageForm(
  form: MessageForm,
  attachmentIds: readonly string[],
  pending = false,
): MessageFormResult {
  const first = firstError(checkForm(messageForm, form));
  if (first !== null) return { ok: false, field: first.field, problem: first.message.key };
  const content = form.content.trim();
  if (pending) return { ok: false, field: 'attachments', problem: 'message.error.uploading' };
  const parsed = issueSaveBodySchema.safeParse({
    questionType: form.questionType,
    content,
    contact: form.contact.trim(),
    attachmentIds: [...attachmentIds],
  });
  if (!parsed.success) {
    return { ok: false, field: 'attachments', problem: 'message.error.uploading' };
  }
  return { ok: true, body: parsed.data };
}

/** The leave-message form of this tab. */
export const $messageForm: WritableAtom<MessageForm> = sessionAtom<MessageForm>(
  'message-form',
  isMessageForm,
  EMPTY_MESSAGE_FORM,
);

/** A picture uploaded for the message being written: enough to show it and send it again. */
export interface SentFile {
  fileId: string;
  url: string;
  name: string;
}

const isSentFile = (value: unknown): value is SentFile =>
  isRecord(value) &&
  isString(value.fileId) &&
  /^\d{1,20}$/.test(value.fileId) &&
  isString(value.url) &&
  isString(value.name);

/**
 * The pictures already uploaded for this tab's message: kept in sessionStorage beside the form,
 * so that a reload shows them again instead of leaving them held on the gateway, unseen.
 */
export const $messageFiles: WritableAtom<SentFile[]> = sessionAtom<SentFile[]>(
  'message-files',
  (value): value is SentFile[] =>
    Array.isArray(value) && value.length <= MAX_ATTACHMENTS && value.every(isSentFile),
  [],
);
