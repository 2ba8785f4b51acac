import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import type { HelpQuestion as Question } from '@/services/content/content';
import { questionAnchor } from '@/services/content/help-search';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';

/**
 * A question that opens to its answer (a native disclosure: keyboard and screen readers know it).
 * `href` is where the question lives (its topic page with `#question-<id>`): its link makes it shareable.
 */
export function HelpQuestion({
  question,
  href,
  open,
  onToggle,
}: {
  question: Question;
  href: string;
  open: boolean;
  onToggle: (open: boolean) => void;
}) {
  const { t } = useTranslation('content');
  const language = useAppState((state) => state.language);
  return (
    <Card
      id={questionAnchor(question.id)}
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      as="details"
      padding="none"
      className="scroll-mt-20"
    >
      <summary className="flex min-h-11 cursor-pointer items-center p-4 font-semibold">
        {localized(question, 'question', language)}
      </summary>
      <div className="flex flex-col items-start gap-2 px-4 pb-4">
        <p className="text-ink-muted">{localized(question, 'answer', language)}</p>
        <a href={href} className="text-sm text-brand-dark underline">
          {t('helpCenter.questionLink')}
        </a>
      </div>
    </Card>
  );
}
