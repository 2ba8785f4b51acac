import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LengthNote, lengthNoteIds, useLengthLimit } from '@/components/ui/LengthLimit';
import type { ValidationKey } from '@/locales/keys';
import type { Answer, Question, QuestionOption } from '@/services/catalogue';
import { answerMaxLength } from '@/services/requests/question-schema';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';

interface Props {
  question: Question;
  answer: Answer;
  /** An i18n key, shown once the field was touched. */
  error: ValidationKey | null;
  onChange: (answer: Answer) => void;
  onBlur: () => void;
}

/** Whether an option is chosen in a single (an id) or multiple (ids) answer. */
function isChosen(answer: Answer, option: QuestionOption): boolean {
  return Array.isArray(answer) ? answer.includes(option.id) : answer === option.id;
}

/** Choose an option: a single select replaces, a multiple select toggles. */
function choose(question: Question, answer: Answer, option: QuestionOption): Answer {
  if (!question.is_multiple_select) return option.id;
  const chosen = Array.isArray(answer) ? answer : [];
  return chosen.includes(option.id) ? chosen.filter((id) => id !== option.id) : [...chosen, option.id];
}

/**
 * One dynamic question (spec §5) by its type: text (a line), text_area (lines), panel (cards) or
 * ui_tags (chips), single or multiple select. The title is the field's label; the error is tied
 * to it with aria-describedby.
 */
export function QuestionField({ question, answer, error, onChange, onBlur }: Props) {
  const { t } = useTranslation(['requests', 'common', 'validation']);
  const language = useAppState((state) => state.language);
  const id = useId();
  const errorId = `${id}-error`;
  const title = localized(question, 'title', language);
  const placeholder = localized(question, 'placeholder', language);
  const describedBy = error ? errorId : undefined;
  const text = typeof answer === 'string' ? answer : '';
  const type = question.question_type;
  const max = type === 'text' || type === 'text_area' ? answerMaxLength(type) : undefined;
  const { measure, ...limit } = useLengthLimit(max, text.length);
  const label = (
    <>
      {title} {!question.is_mandatory && <span className="text-sm text-ink-muted">{t('common:form.optional')}</span>}
    </>
  );
  const errorLine = error && (
    <p id={errorId} className="mt-2 text-sm text-red-700">
      {t(error, { max })}
    </p>
  );

  if (max !== undefined) {
    const long = type === 'text_area';
    const Input = long ? 'textarea' : 'input';
    return (
      <div>
        <label htmlFor={id} className="block text-lg font-semibold">
          {label}
        </label>
        <Input
          id={id}
          dir="auto"
          value={text}
          placeholder={placeholder}
          maxLength={max}
          ref={measure}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={Boolean(error)}
          aria-describedby={[...lengthNoteIds(id, limit.cut), describedBy ?? ''].filter(Boolean).join(' ') || undefined}
          rows={long ? 4 : undefined}
          className="mt-3 w-full rounded-lg border border-slate-300 px-3 py-2"
        />
        <LengthNote id={id} length={text.length} max={max} counter={long} cut={limit.cut} />
        {errorLine}
      </div>
    );
  }

  const chips = question.question_type === 'ui_tags';
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={Boolean(error)} onBlur={onBlur}>
      <legend className="text-lg font-semibold">{label}</legend>
      {question.is_multiple_select && <p className="text-sm text-ink-muted">{t('form.chooseMany')}</p>}
      <div className={chips ? 'mt-3 flex flex-wrap gap-2' : 'mt-3 grid gap-2 tablet:grid-cols-2'}>
        {question.options.map((option) => {
          const chosen = isChosen(answer, option);
          return (
            <label
              key={option.id}
              className={`flex cursor-pointer items-center gap-2 border focus-within:outline-2 focus-within:outline-brand ${
                chips ? 'rounded-full px-4 py-2' : 'rounded-xl p-4'
              } ${chosen ? 'border-brand bg-brand-soft font-semibold' : 'border-slate-300'}`}
            >
              <input
                type={question.is_multiple_select ? 'checkbox' : 'radio'}
                name={`question-${question.id}`}
                checked={chosen}
                onChange={() => onChange(choose(question, answer, option))}
                className={chips ? 'sr-only' : 'accent-brand'}
              />
              <span dir="auto">{localized(option, 'label', language)}</span>
            </label>
          );
        })}
      </div>
      {errorLine}
    </fieldset>
  );
}
