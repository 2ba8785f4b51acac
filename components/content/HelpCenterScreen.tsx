import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import Link from '@/components/ui/Link';
import { PageHeading } from '@/components/ui/PageHeading';
import { QueryView } from '@/components/ui/QueryView';
import { SearchField } from '@/components/ui/SearchField';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/content/use-page-meta';
import { useHelpTopics } from '@/hooks/content/use-reading';
import { useRole } from '@/hooks/shared/use-role';
import type { HelpTopic } from '@/services/content/content';
import { questionAnchor, searchHelp, topicsFor } from '@/services/content/help-search';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';
import { ContactPrompt } from './ContactPrompt';
import { HelpQuestion } from './HelpQuestion';

/** The help center (/<role>/help-center): the topics for my side, a search across their answers, and contact us. */
export function HelpCenterScreen() {
  const { t } = useTranslation('content');
  const role = useRole();
  const topics = useHelpTopics();
  const [query, setQuery] = useState('');
  usePageMeta(t('helpCenter.title'), t('helpCenter.description'));
  const body = (
    <QueryView query={topics} loading={t('helpCenter.loading')} reserve="min-h-64">
      {(list) => {
        const mine = topicsFor(list, role);
        return query.trim() ? <SearchResults topics={mine} query={query} /> : <TopicList topics={mine} />;
      }}
    </QueryView>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t('helpCenter.title')} subtitle={t('helpCenter.subtitle')} />
      <SearchField
        label={t('helpCenter.search')}
        placeholder={t('helpCenter.searchPlaceholder')}
        value={query}
        onChange={setQuery}
      />
      {body}
      <ContactPrompt />
    </div>
  );
}

function TopicList({ topics }: { topics: HelpTopic[] }) {
  const { t } = useTranslation('content');
  const language = useAppState((state) => state.language);
  const role = useRole();
  return (
    <section aria-labelledby="help-topics" className="flex flex-col gap-3">
      <h2 id="help-topics" className="text-xl font-bold">
        {t('helpCenter.topics')}
      </h2>
      <ul className="grid gap-4 tablet:grid-cols-2">
        {topics.map((topic) => (
          <li key={topic.id}>
            <Card
              href={paths.helpTopic.getHref(role, topic.id)}
              as={Link}
              interactive
              className="flex h-full flex-col gap-1"
            >
              <span className="text-lg font-semibold">{localized(topic, 'title', language)}</span>
              <span className="text-ink-muted">{localized(topic, 'description', language)}</span>
              <span className="text-sm text-ink-muted">
                {t('helpCenter.questions', { number: topic.questions.length })}
              </span>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SearchResults({ topics, query }: { topics: HelpTopic[]; query: string }) {
  const { t } = useTranslation(['content', 'MESSAGES']);
  const role = useRole();
  const matches = searchHelp(topics, useDeferredValue(query));
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number, isOpen: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <section aria-labelledby="help-results" className="flex flex-col gap-3">
      <h2 id="help-results" className="text-xl font-bold">
        {t('helpCenter.results')}
      </h2>
      {matches.length === 0 ? (
        <p
          role="status"
          className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-ink-muted"
        >
          {t('MESSAGES:NO_RESULT')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {matches.map(({ topic, question }) => (
            <li key={question.id}>
              <HelpQuestion
                question={question}
                href={paths.helpTopic.getHref(role, topic.id, questionAnchor(question.id))}
                open={open.has(question.id)}
                onToggle={(isOpen) => toggle(question.id, isOpen)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
