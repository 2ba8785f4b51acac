import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DirectionalIcon } from '@/components/ui/DirectionalIcon';
import Link from '@/components/ui/Link';
import { NotFoundState } from '@/components/ui/NotFoundState';
import { QueryView } from '@/components/ui/QueryView';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/content/use-page-meta';
import { useHelpTopic } from '@/hooks/content/use-reading';
import { useRole } from '@/hooks/shared/use-role';
import { AppError } from '@/services/api/errors';
import { questionAnchor, questionFromHash } from '@/services/content/help-search';
import { localized } from '@/services/shared/localized';
import { idFromQuery } from '@/services/shared/route-params';
import { useAppState } from '@/store/shared/app-store';
import { ContactPrompt } from './ContactPrompt';
import { HelpQuestion } from './HelpQuestion';

/**
 * The questions the URL's `#question-<id>` names: opened, and scrolled to once the topic is there.
 * A later hash (a shared link followed on the page) opens its question too.
 */
function useLinkedQuestions(ready: boolean) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => {
    if (!ready) return;
    const follow = () => {
      const id = questionFromHash(window.location.hash);
      if (id === null) return;
      setOpen((current) => new Set(current).add(id));
      document.getElementById(questionAnchor(id))?.scrollIntoView({ block: 'start' });
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [ready]);
  const toggle = (id: number, isOpen: boolean) =>
    setOpen((current) => {
      if (current.has(id) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  return { open, toggle };
}

/** A help topic (/<role>/help-center/{topicId}): its questions, each opening to its answer and linkable. */
export function HelpTopicScreen() {
  const { t } = useTranslation('content');
  const language = useAppState((state) => state.language);
  const role = useRole();
  const id = idFromQuery(useRouter().query.topicId);
  const known = Number.isFinite(id);
  const topic = useHelpTopic(known ? id : null);
  const { open, toggle } = useLinkedQuestions(topic.isSuccess);
  const title = topic.data ? localized(topic.data, 'title', language) : t('helpCenter.title');
  usePageMeta(title, topic.data ? localized(topic.data, 'description', language) : t('helpCenter.description'));

  const back = { href: paths.helpCenter.getHref(role), label: t('helpCenter.back') };
  if (!known || (topic.error instanceof AppError && topic.error.status === 404)) return <NotFoundState back={back} />;
  return (
    <QueryView query={topic} loading={t('helpCenter.loading')} reserve="min-h-64">
      {(loaded) => {
        const path = paths.helpTopic.getHref(role, id);
        return (
          <div className="flex flex-col gap-6">
            <Link href={back.href} className="text-sm font-semibold text-brand-dark hover:underline">
              <DirectionalIcon points="back" className="h-4 w-4 align-text-bottom" /> {back.label}
            </Link>
            <div>
              <h1 className="text-2xl font-bold">{title}</h1>
              <p className="text-ink-muted">{localized(loaded, 'description', language)}</p>
            </div>
            <ul className="flex flex-col gap-3">
              {loaded.questions.map((question) => (
                <li key={question.id}>
                  <HelpQuestion
                    question={question}
                    href={`${path}#${questionAnchor(question.id)}`}
                    open={open.has(question.id)}
                    onToggle={(isOpen) => toggle(question.id, isOpen)}
                  />
                </li>
              ))}
            </ul>
            <ContactPrompt />
          </div>
        );
      }}
    </QueryView>
  );
}
