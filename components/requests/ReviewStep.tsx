import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/FormAlert';
import Link from '@/components/ui/Link';
import { Spinner } from '@/components/ui/Spinner';
import { useAddresses } from '@/hooks/settings';
import type { Answer, Question } from '@/services/catalogue';
import { localized } from '@/services/shared/localized';
import { loginPathFor } from '@/services/shared/routes';
import type { RequestDraft } from '@/store/requests/request-draft';
import { useAppState } from '@/store/shared/app-store';

/** An answer as the client gave it: the text, or the chosen options' labels. */
function answerText(question: Question, answer: Answer | undefined, language: 'ar' | 'en'): string {
  if (typeof answer === 'string') return answer.trim();
  const ids = typeof answer === 'number' ? [answer] : Array.isArray(answer) ? answer : [];
  return question.options
    .filter((option) => ids.includes(option.id))
    .map((option) => localized(option, 'label', language))
    .join(language === 'ar' ? '، ' : ', ');
}

/** The chosen address as the client named it, or the new one being added. */
function AddressLine({ draft, signedIn }: { draft: RequestDraft; signedIn: boolean }) {
  const { t } = useTranslation('requests');
  const language = useAppState((state) => state.language);
  const addresses = useAddresses({ enabled: signedIn && draft.address !== null });
  if (draft.newAddress) {
    return (
      <p>
        <bdi dir="auto">{draft.newAddress.name}</bdi>{' '}
        <span className="text-sm text-ink-muted">{t('form.review.newAddress')}</span>
      </p>
    );
  }
  const saved = addresses.data?.find((address) => address.id === draft.address);
  return saved ? (
    <p>
      <bdi dir="auto">{saved.name}</bdi> · {localized(saved, 'neighborhood_name', language)},{' '}
      {localized(saved, 'city_name', language)}
    </p>
  ) : null;
}

interface Props {
  draft: RequestDraft;
  signedIn: boolean;
  sending: boolean;
  error: unknown;
  onEdit: (step: 'questions' | 'details') => void;
  onSend: () => void;
}

/** Everything answered, each part editable, then send; a guest signs in first and comes back here. */
export function ReviewStep({ draft, signedIn, sending, error, onEdit, onSend }: Props) {
  const { t } = useTranslation(['requests', 'common']);
  const language = useAppState((state) => state.language);
  const router = useRouter();
  return (
    <div className="flex flex-col gap-5">
      <section>
        <div className="flex items-center justify-between">
          <h3 className="font-semibold">{t('form.steps.questions')}</h3>
          <button
            type="button"
            className="text-sm font-semibold text-brand-dark underline"
            onClick={() => onEdit('questions')}
          >
            {t('form.review.edit')}
          </button>
        </div>
        <dl className="mt-2 divide-y divide-slate-100">
          {draft.questions.map((question) => (
            <div key={question.id} className="py-2">
              <dt className="text-sm text-ink-muted">{localized(question, 'title', language)}</dt>
              <dd dir="auto">
                {answerText(question, draft.answers[String(question.id)], language) || t('form.review.noAnswer')}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section>
        <div className="flex items-center justify-between">
          <h3 className="font-semibold">{t('form.steps.details')}</h3>
          <button
            type="button"
            className="text-sm font-semibold text-brand-dark underline"
            onClick={() => onEdit('details')}
          >
            {t('form.review.edit')}
          </button>
        </div>
        <AddressLine draft={draft} signedIn={signedIn} />
        <p className="mt-1">{draft.timing && t(`common:timings.${draft.timing}`)}</p>
        <p dir="auto" className="mt-1 text-ink-muted">
          {draft.comment.trim() || t('form.review.noComment')}
        </p>
        <p className="mt-1 text-sm text-ink-muted">{t('form.review.photos', { count: draft.images.length })}</p>
      </section>
      {error ? <FormAlert error={error} /> : null}
      {signedIn ? (
        <button type="button" className="btn-primary" onClick={onSend} disabled={sending} aria-busy={sending}>
          {sending && <Spinner />}
          {t('form.review.send')}
        </button>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-ink-muted">{t('form.review.signInHint')}</p>
          <Link href={loginPathFor(router.asPath)} className="btn-primary">
            {t('form.review.signInToSend')}
          </Link>
        </div>
      )}
    </div>
  );
}
