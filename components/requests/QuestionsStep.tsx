import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { FormAlert } from '@/components/ui/FormAlert';
import { Spinner } from '@/components/ui/Spinner';
import { useFirstQuestion, useNextQuestion } from '@/hooks/requests/use-question-flow';
import { toAppError } from '@/services/api/errors';
import type { Answer } from '@/services/catalogue';
import { firstQuestionRetryable } from '@/services/requests/first-question-failure';
import { answerError, emptyAnswer } from '@/services/requests/question-schema';
import type { RequestDraft } from '@/store/requests/request-draft';
import { QuestionField } from './QuestionField';

interface Props {
  draft: RequestDraft;
  onDraft: (change: (draft: RequestDraft) => RequestDraft) => void;
  onLeave: () => void;
}

/**
 * The questions, one at a time (spec §5): the first from the backend, each next one from the answer
 * (a choice may jump ahead). Back keeps every answer; Next validates the current one first.
 */
export function QuestionsStep({ draft, onDraft, onLeave }: Props) {
  const { t } = useTranslation(['requests', 'common', 'MESSAGES']);
  const first = useFirstQuestion(draft.subService, draft.questions.length === 0);
  const firstQuestion = first.data;
  useEffect(() => {
    if (firstQuestion)
      onDraft((current) => (current.questions.length ? current : { ...current, questions: [firstQuestion] }));
  }, [firstQuestion, onDraft]);

  if (draft.questions.length === 0) {
    if (first.isError) {
      const retryable = firstQuestionRetryable(toAppError(first.error));
      return (
        <div className="flex flex-col items-start gap-4">
          {retryable ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
              {t('MESSAGES:FIRST_QUESTION_FAILED')}
            </p>
          ) : (
            <FormAlert error={first.error} />
          )}
          <div className="flex flex-wrap gap-2">
            {retryable && (
              <button type="button" className="btn-primary" onClick={() => void first.refetch()}>
                {t('common:actions.retry')}
              </button>
            )}
            <button type="button" className="btn-secondary" onClick={onLeave}>
              {t('form.backToService')}
            </button>
          </div>
        </div>
      );
    }
    return (
      <p role="status" className="flex items-center gap-2 text-ink-muted">
        <Spinner /> {t('form.loadingQuestion')}
      </p>
    );
  }
  return <QuestionForm draft={draft} onDraft={onDraft} />;
}

/** The question at hand, Back and Next (its answer checked by the question's rule, built from the form kit's yup). */
const QuestionForm = withFormKit(
  function QuestionForm({ draft, onDraft }: Pick<Props, 'draft' | 'onDraft'>) {
    const { yup } = useFormKit();
    const { t } = useTranslation('requests');
    const next = useNextQuestion();
    const [position, setPosition] = useState(Math.max(0, draft.questions.length - 1));
    const [touched, setTouched] = useState(false);
    const question = draft.questions[Math.min(position, draft.questions.length - 1)]!;
    const key = String(question.id);
    const answer: Answer = draft.answers[key] ?? emptyAnswer(question);
    const error = touched ? answerError(yup, question, answer) : null;

    const setAnswer = (value: Answer) => {
      setTouched(true);
      onDraft((current) => ({ ...current, answers: { ...current.answers, [key]: value } }));
    };

    const goNext = () => {
      setTouched(true);
      if (answerError(yup, question, answer)) return;
      next.mutate(
        { question: question.id, answer },
        {
          onSuccess: ({ question: following }) => {
            setTouched(false);
            if (!following) {
              onDraft((current) => ({
                ...current,
                questions: current.questions.slice(0, position + 1),
                step: 'details',
              }));
              return;
            }
            onDraft((current) => ({ ...current, questions: [...current.questions.slice(0, position + 1), following] }));
            setPosition(position + 1);
          },
        },
      );
    };

    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          goNext();
        }}
      >
        <p className="mb-3 text-sm text-ink-muted">{t('form.questionsLabel', { number: position + 1 })}</p>
        <QuestionField
          key={question.id}
          question={question}
          answer={answer}
          error={error}
          onChange={setAnswer}
          onBlur={() => setTouched(true)}
        />
        {next.isError && (
          <div className="mt-4">
            <FormAlert error={next.error} />
          </div>
        )}
        <div className="mt-6 flex justify-between gap-2">
          <button
            type="button"
            className="btn-secondary"
            disabled={position === 0}
            onClick={() => {
              setTouched(false);
              setPosition(position - 1);
            }}
          >
            {t('form.back')}
          </button>
          <button type="submit" className="btn-primary" disabled={next.isPending}>
            {next.isPending && <Spinner />}
            {t('form.next')}
          </button>
        </div>
      </form>
    );
  },
  { fallback: null },
);
