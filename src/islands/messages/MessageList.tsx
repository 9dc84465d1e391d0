import { useInfiniteQuery } from '@tanstack/react-query';
import { queryClient } from '../../lib/api/query.ts';
import type { Language } from '../../lib/contract/common.ts';
import type { IssueRecord } from '../../lib/contract/service.ts';
import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import { createTranslator, type Translator } from '../../lib/i18n/translator.ts';
import { messagesQuery } from '../../lib/messages/api.ts';
import { Thumbnail } from './Thumbnail.tsx';
import { useHydrated } from '../useHydrated.ts';
import './messages.css';

export type MessageMessages = Partial<I18nNamespaces['message']>;
type Translate = Translator<keyof I18nNamespaces['message']>;

export interface MessageListProps {
  locale: Language;
  messages: MessageMessages;
  /** The leave-message page in the page's language. */
  leaveMessage: string;
}

const DATE_LOCALE: Record<Language, string> = { 'zh-TW': 'zh-TW', 'zh-CN': 'zh-CN', en: 'en-GB' };

/** A message's date and time (Hong Kong time, SPEC §5). */
export const messageDate = (ms: number, locale: Language): string =>
  new Intl.DateTimeFormat(DATE_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Hong_Kong',
  }).format(new Date(ms));

/** The user's messages (SPEC §2 `user/message`): newest first, with replies and images. */
export default function MessageList({ locale, messages, leaveMessage }: MessageListProps) {
  const t: Translate = createTranslator(locale, messages);
  const hydrated = useHydrated(locale);
  const list = useInfiniteQuery({ ...messagesQuery(locale), enabled: hydrated }, queryClient);

  const leave = (
    <p>
      <a className="msg-button" href={leaveMessage}>
        {t('message.leave')}
      </a>
    </p>
  );
  if (!hydrated || list.isPending) return <p className="msg-note">{t('message.loading')}</p>;
  if (list.error && !list.data) {
    return (
      <p role="alert" className="msg-error">
        {t('message.error')}{' '}
        <button type="button" className="msg-link-button" onClick={() => void list.refetch()}>
          {t('message.retry')}
        </button>
      </p>
    );
  }
  const records = [...list.data.pages.flatMap((p) => p.records)].sort(
    (a, b) => b.createdAt - a.createdAt,
  );
  return (
    <div className="msg">
      {leave}
      {records.length === 0 ? (
        <p className="msg-note">{t('message.empty')}</p>
      ) : (
        <ul className="msg-list">
          {records.map((r) => (
            <MessageItem key={r.issueId} record={r} locale={locale} t={t} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="msg-button msg-secondary"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t('message.loadingMore') : t('message.more')}
        </button>
      )}
      {list.error && list.data && (
        <p role="alert" className="msg-error">
          {t('message.error')}{' '}
          <button type="button" className="msg-link-button" onClick={() => void list.refetch()}>
            {t('message.retry')}
          </button>
        </p>
      )}
    </div>
  );
}

function MessageItem({
  record,
  locale,
  t,
}: {
  record: IssueRecord;
  locale: Language;
  t: Translate;
}) {
  return (
    <li className="msg-card">
      <div className="msg-head">
        <strong>{record.questionTypeName}</strong>
        <span className={`msg-status msg-status-${record.status}`}>
          {t(`message.status.${record.status}`)}
        </span>
      </div>
      <p className="msg-content">{record.content}</p>
      <dl className="msg-facts">
        <dt>{t('message.field.contact')}</dt>
        <dd>{record.contact}</dd>
        <dt>{t('message.field.date')}</dt>
        <dd>{messageDate(record.createdAt, locale)}</dd>
      </dl>
      {record.attachments.length > 0 && (
        <ul className="msg-thumbs">
          {record.attachments.map((a, i) => (
            <li key={a.fileId}>
              <Thumbnail url={a.url} alt={t('message.attachment', { index: i + 1 })} />
            </li>
          ))}
        </ul>
      )}
      {record.reply && (
        <div className="msg-reply">
          <p className="msg-reply-title">
            {t('message.reply')} · {messageDate(record.reply.repliedAt, locale)}
          </p>
          <p className="msg-content">{record.reply.content}</p>
        </div>
      )}
    </li>
  );
}
