import { useStore } from '@nanostores/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { queryClient } from '../../lib/api/query.ts';
import type { Language } from '../../lib/contract/common.ts';
import {
  IMAGE_EXTENSIONS,
  ISSUE_CONTENT_MAX,
  MAX_ATTACHMENTS,
  MAX_UPLOAD_MB,
} from '../../lib/contract/service.ts';
import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import { createTranslator, type Translator } from '../../lib/i18n/translator.ts';
import {
  issueTypesQuery,
  messageKeys,
  sendMessage,
  unlinkFile,
  uploadFile,
} from '../../lib/messages/api.ts';
import { checkFile, IMAGE_ACCEPT, percent } from '../../lib/messages/files.ts';
import {
  $messageFiles,
  $messageForm,
  checkMessageForm,
  contentLength,
  EMPTY_MESSAGE_FORM,
  type MessageField,
  type MessageForm,
} from '../../lib/messages/form.ts';
import { showNotice } from '../../lib/session/notice.ts';
import { Thumbnail } from './Thumbnail.tsx';
import { useHydrated } from '../useHydrated.ts';
import './messages.css';

export type MessageMessages = Partial<I18nNamespaces['message']>;
type Translate = Translator<keyof I18nNamespaces['message']>;

export interface LeaveMessageProps {
  locale: Language;
  messages: MessageMessages;
  /** The list of messages in the page's language (where a sent message leads). */
  list: string;
  /** Goes to a page; by default `window.location.assign`. */
  navigate?: (path: string) => void;
}

/**
 * One chosen image: its name, its local preview (none for one restored after a reload: it is
 * shown from the object storage), its upload and, once stored, its file id and address.
 */
interface Attachment {
  key: number;
  name: string;
  file?: File;
  preview?: string;
  status: 'uploading' | 'done' | 'failed';
  progress: number;
  fileId?: string;
  url?: string;
  error?: string | undefined;
}

/** The pictures uploaded before a reload, as the form shows them. */
const restoredFiles = (): Attachment[] =>
  $messageFiles.get().map((f) => ({
    key: nextKey++,
    name: f.name,
    status: 'done',
    progress: 100,
    fileId: f.fileId,
    url: f.url,
  }));

/** Keeps the stored pictures of the form in session storage. */
const remember = (files: readonly Attachment[]) =>
  $messageFiles.set(
    files.flatMap((f) =>
      f.status === 'done' && f.fileId !== undefined && f.url !== undefined
        ? [{ fileId: f.fileId, url: f.url, name: f.name }]
        : [],
    ),
  );

let nextKey = 1;

/**
 * The leave-message form (SPEC §2 `user/message/leave-message`, §3, §5, §8): question type,
 * content and contact required, up to four images checked here then uploaded one by one with
 * their progress, previews and removal. Nothing typed is lost (sessionStorage).
 */
export default function LeaveMessage(props: LeaveMessageProps) {
  const { locale, messages, list } = props;
  const t: Translate = createTranslator(locale, messages);
  const id = useId();
  const hydrated = useHydrated(locale);
  const types = useQuery({ ...issueTypesQuery(locale), enabled: hydrated }, queryClient);
  const form = useStore($messageForm);
  const [files, setFiles] = useState<Attachment[]>(restoredFiles);
  const [errors, setErrors] = useState<Partial<Record<MessageField, string | undefined>>>({});
  const refs = useRef<Partial<Record<MessageField, HTMLElement | null>>>({});
  const filesRef = useRef<Attachment[]>([]);
  filesRef.current = files;
  useEffect(
    () => () => {
      for (const f of filesRef.current) if (f.preview) URL.revokeObjectURL(f.preview);
    },
    [],
  );

  const set = <K extends keyof MessageForm>(key: K, value: MessageForm[K]) => {
    $messageForm.set({ ...$messageForm.get(), [key]: value });
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const patch = (key: number, change: Partial<Attachment>) =>
    setFiles((all) => all.map((f) => (f.key === key ? { ...f, ...change } : f)));
  useEffect(() => remember(files), [files]);

  const upload = async (item: Attachment) => {
    if (item.file === undefined) return;
    patch(item.key, { status: 'uploading', progress: 0, error: undefined });
    try {
      const stored = await uploadFile(item.file, (loaded, total) =>
        patch(item.key, { progress: percent(loaded, total) }),
      );
      patch(item.key, { status: 'done', progress: 100, fileId: stored.fileId, url: stored.url });
    } catch (error) {
      const text = isApiError(error) && error.msg !== '' ? error.msg : t('message.error.failed');
      patch(item.key, { status: 'failed', error: text });
      showNotice('error', text);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    let held = filesRef.current.length;
    const added: Attachment[] = [];
    let problem: string | null = null;
    for (const file of chosen) {
      const refused = checkFile(file, held);
      if (refused) {
        problem ??= t(refused.key, refused.params);
        continue;
      }
      held += 1;
      added.push({
        key: nextKey++,
        name: file.name,
        file,
        preview: URL.createObjectURL(file),
        status: 'uploading',
        progress: 0,
      });
    }
    setErrors((e) => ({ ...e, attachments: problem ?? undefined }));
    if (problem !== null) showNotice('error', problem);
    if (added.length === 0) return;
    setFiles((all) => [...all, ...added]);
    for (const item of added) void upload(item);
  };

  const remove = (item: Attachment) => {
    setFiles((all) => all.filter((f) => f.key !== item.key));
    if (item.preview) URL.revokeObjectURL(item.preview);
    if (item.fileId !== undefined) void unlinkFile(item.fileId).catch(() => undefined);
    setErrors((e) => ({ ...e, attachments: undefined }));
    showNotice('info', t('message.attachments.removed'));
  };

  const send = useMutation(
    {
      mutationFn: (body: Parameters<typeof sendMessage>[0]) => sendMessage(body),
      onSuccess: async () => {
        setErrors({});
        $messageForm.set(EMPTY_MESSAGE_FORM);
        setFiles([]);
        $messageFiles.set([]);
        await queryClient.invalidateQueries({ queryKey: messageKeys.list(locale) });
        showNotice('success', t('message.sent'));
        (props.navigate ?? ((path: string) => window.location.assign(path)))(list);
      },
      onError: (error) => {
        const fields: Partial<Record<MessageField, string>> = {};
        if (isApiError(error)) {
          for (const f of error.fields) {
            const name = f.field === 'attachmentIds' ? 'attachments' : f.field;
            if (['questionType', 'content', 'contact', 'attachments'].includes(name)) {
              fields[name as MessageField] = f.message;
            }
          }
        }
        setErrors(fields);
        const first = (['questionType', 'content', 'contact', 'attachments'] as const).find(
          (f) => fields[f] !== undefined,
        );
        showNotice(
          'error',
          first
            ? (fields[first] ?? '')
            : isApiError(error) && error.msg
              ? error.msg
              : t('message.sendFailed'),
        );
        if (first) focusField(first);
      },
    },
    queryClient,
  );
  const busy = send.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const ids = files.flatMap((f) => (f.fileId === undefined ? [] : [f.fileId]));
    const checked = checkMessageForm(
      form,
      ids,
      files.some((f) => f.status !== 'done'),
    );
    if (!checked.ok) {
      const text =
        checked.problem === 'message.error.contentTooLong'
          ? t(checked.problem, { count: ISSUE_CONTENT_MAX })
          : t(checked.problem);
      setErrors({ [checked.field]: text });
      showNotice('error', text);
      focusField(checked.field);
      return;
    }
    send.mutate(checked.body);
  };

  const focusField = (field: MessageField) => refs.current[field]?.focus();
  const described = (field: MessageField, extra?: string) =>
    [errors[field] ? `${id}-${field}-error` : undefined, extra].filter(Boolean).join(' ') ||
    undefined;
  const fieldError = (field: MessageField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="msg-field-error">
        {errors[field]}
      </p>
    ) : null;

  if (!hydrated || types.isPending) return <p className="msg-note">{t('message.loading')}</p>;
  if (types.error) {
    return (
      <p role="alert" className="msg-error">
        {t('message.error.types')}{' '}
        <button type="button" className="msg-link-button" onClick={() => void types.refetch()}>
          {t('message.retry')}
        </button>
      </p>
    );
  }
  const length = contentLength(form.content);
  return (
    <form className="msg-form" noValidate onSubmit={submit} aria-busy={busy}>
      <fieldset
        className="msg-field"
        aria-invalid={errors.questionType ? true : undefined}
        aria-describedby={described('questionType')}
      >
        <legend>{t('message.field.questionType')}</legend>
        <div className="msg-radios">
          {types.data.map((type, index) => (
            <label key={type.questionType}>
              <input
                type="radio"
                name={`${id}-questionType`}
                value={type.questionType}
                checked={form.questionType === type.questionType}
                ref={
                  index === 0
                    ? (el) => {
                        refs.current.questionType = el;
                      }
                    : undefined
                }
                onChange={() => set('questionType', type.questionType)}
              />
              {type.questionTypeName}
            </label>
          ))}
        </div>
        {fieldError('questionType')}
      </fieldset>
      <div className="msg-field">
        <label htmlFor={`${id}-content`}>{t('message.field.content')}</label>
        <textarea
          id={`${id}-content`}
          ref={(el) => {
            refs.current.content = el;
          }}
          rows={5}
          value={form.content}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={described('content', `${id}-counter`)}
          onChange={(e) => set('content', e.target.value)}
        />
        <span id={`${id}-counter`} className="msg-counter">
          {t('message.counter', { count: length, max: ISSUE_CONTENT_MAX })}
        </span>
        {fieldError('content')}
      </div>
      <div className="msg-field">
        <label htmlFor={`${id}-contact`}>{t('message.field.contact')}</label>
        <input
          id={`${id}-contact`}
          ref={(el) => {
            refs.current.contact = el;
          }}
          type="text"
          autoComplete="email"
          value={form.contact}
          aria-invalid={errors.contact ? true : undefined}
          aria-describedby={described('contact')}
          onChange={(e) => set('contact', e.target.value)}
        />
        {fieldError('contact')}
      </div>
      <div className="msg-field">
        <label htmlFor={`${id}-attachments`}>{t('message.attachments.add')}</label>
        <input
          id={`${id}-attachments`}
          ref={(el) => {
            refs.current.attachments = el;
          }}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          aria-invalid={errors.attachments ? true : undefined}
          aria-describedby={described('attachments', `${id}-hint`)}
          onChange={choose}
        />
        <span id={`${id}-hint`} className="msg-note">
          {t('message.attachments.hint', {
            count: MAX_ATTACHMENTS,
            maxMb: MAX_UPLOAD_MB,
            accept: IMAGE_EXTENSIONS.join(', '),
          })}
        </span>
        {fieldError('attachments')}
        {files.length > 0 && (
          <ul className="msg-files" aria-label={t('message.field.attachments')}>
            {files.map((f, i) => (
              <li key={f.key} className="msg-file">
                {f.preview !== undefined ? (
                  <img
                    className="msg-thumb"
                    src={f.preview}
                    alt={t('message.attachment', { index: i + 1 })}
                    width={72}
                    height={72}
                  />
                ) : (
                  <Thumbnail url={f.url ?? ''} alt={t('message.attachment', { index: i + 1 })} />
                )}
                <span aria-live="polite">
                  {f.status === 'uploading' && (
                    <>
                      {t('message.attachments.uploading', { percent: f.progress })}{' '}
                      <progress max={100} value={f.progress} aria-label={f.name} />
                    </>
                  )}
                  {f.status === 'done' && t('message.attachments.uploaded')}
                  {f.status === 'failed' && <span className="msg-field-error">{f.error}</span>}
                </span>
                {f.status === 'failed' && (
                  <button type="button" className="msg-link-button" onClick={() => void upload(f)}>
                    {t('message.attachments.retry', { name: f.name })}
                  </button>
                )}
                <button type="button" className="msg-link-button" onClick={() => remove(f)}>
                  {t('message.attachments.remove', { name: f.name })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <button type="submit" className="msg-button" disabled={busy}>
        {busy ? t('message.sending') : t('message.submit')}
      </button>
    </form>
  );
}
