import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { usePlace } from '@/hooks/shared/use-place';
import type { InboxMessage } from '@/mocks/data/auth/inbox';
import { formatStamp } from '@/services/shared/format-stamp';

/** How often the inbox looks for new messages. */
const REFRESH_MS = 2000;

function readInbox(): InboxMessage[] {
  return [...(window.__sandbox?.inbox() ?? [])].reverse();
}

function MessageCard({ message }: { message: InboxMessage }) {
  const { t } = useTranslation('sandbox');
  const time = formatStamp(new Date(message.created_at), usePlace());
  return (
    <Card as="li" className="flex flex-col gap-2 shadow-sm" data-testid="inbox-message">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span
          className={`rounded-full px-2 py-0.5 font-medium ${message.channel === 'whatsapp' ? 'bg-green-100 text-green-800' : 'bg-blue-100 text-blue-800'}`}
        >
          {t(`inbox.channel.${message.channel}`)}
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
          {t(`inbox.kind.${message.kind}`)}
        </span>
        <time dateTime={message.created_at} className="ms-auto text-slate-500">
          {time}
        </time>
      </div>
      <p className="text-sm text-slate-600">
        {t('inbox.to')} <bdi dir="ltr">{message.to}</bdi>
      </p>
      <h2 className="font-semibold" dir="auto">
        {message.subject}
      </h2>
      <p className="text-sm break-words" dir="auto">
        {message.body}
      </p>
      {message.code && (
        <p className="flex items-baseline gap-3">
          <span className="text-sm text-slate-600">{t('inbox.code')}</span>
          <span dir="ltr" className="font-mono text-3xl font-bold tracking-[0.3em]">
            {message.code}
          </span>
        </p>
      )}
      {message.link && (
        <a href={message.link} className="btn-primary self-start">
          {t('inbox.openLink')}
        </a>
      )}
    </Card>
  );
}

/** The sandbox's inbox: every code and email it "sent", newest first. */
export default function InboxScreen() {
  const { t } = useTranslation('sandbox');
  useDocumentTitle(t('inbox.title'));
  const [messages, setMessages] = useState<InboxMessage[]>([]);

  useEffect(() => {
    const refresh = () => setMessages(readInbox());
    refresh();
    const timer = window.setInterval(refresh, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <header>
        <h1 className="text-2xl font-semibold">{t('inbox.title')}</h1>
        <p className="text-sm text-slate-600">{t('inbox.intro')}</p>
      </header>
      {messages.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {t('inbox.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-live="polite">
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </ul>
      )}
    </section>
  );
}
