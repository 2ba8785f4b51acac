import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderChecklist } from '@/components/auth';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { Card } from '@/components/ui/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import Link from '@/components/ui/Link';
import { LoadingState } from '@/components/ui/LoadStates';
import { paths } from '@/config/paths';
import { useSignedInOnly } from '@/hooks/auth';
import { useCategories } from '@/hooks/catalogue';
import { useMyProviderProfile } from '@/hooks/provider-account/use-my-provider-profile';
import { useCreateProviderProfile } from '@/hooks/provider-account/use-provider-account';
import { useNeighborhoods } from '@/hooks/shared/use-country';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { useKeptDraft } from '@/hooks/shared/use-kept-draft';
import { AppError } from '@/services/api/errors';
import {
  WIZARD_STEPS,
  wizardLanding,
  wizardStepErrors,
  type WizardStep,
} from '@/services/provider-account/provider-forms';
import {
  dropProviderDraft,
  loadProviderDraft,
  providerDraftKey,
  saveProviderDraft,
  type ProviderDraft,
} from '@/store/provider-account/provider-draft';
import { AccountTypeStep } from './AccountTypeStep';
import { AreasField } from './AreasField';
import { DescriptionAndGallery } from './DescriptionAndGallery';
import { CategoryChoice, LanguagesChoice, SubServicesChoice } from './ServiceFields';
import { WizardReview } from './WizardReview';

const stepOf = (value: unknown): WizardStep => WIZARD_STEPS.find((step) => step === value) ?? 'checklist';

/** The screen while the form kit (the steps' rules) or the profile check is on its way. */
function WizardLoading() {
  const { t } = useTranslation('common');
  return <LoadingState label={t('loading')} reserve="min-h-64" />;
}

/**
 * Becoming a provider (/service-providers/create-account): the checklist, individual or company,
 * languages, the main category and its services, a description and work photos, the city and
 * areas, a review, then POST create/provider/profile and on to the job opportunities. The step is
 * in the URL (`?step=`), so Back and a reload work; the draft is on the device. The steps' rules come
 * with the form kit: until it is there, the loading line of the profile check.
 */
export const CreateAccountScreen = withFormKit(
  function CreateAccountScreen() {
    const { yup } = useFormKit();
    const { t } = useTranslation(['provider-account', 'common']);
    const router = useRouter();
    const user = useSignedInOnly();
    useDocumentTitle(t('wizard.title'));
    const existing = useMyProviderProfile(Boolean(user));
    const create = useCreateProviderProfile(providerDraftKey);
    const [draft, changeDraft] = useKeptDraft<ProviderDraft>(loadProviderDraft, saveProviderDraft);
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [checked, setChecked] = useState(false);
    const step = stepOf(router.query.step);
    const index = WIZARD_STEPS.indexOf(step);
    const categories = useCategories();
    const areas = useNeighborhoods(draft.city ?? undefined);
    const heading = useRef<HTMLHeadingElement>(null);
    const choices = { categories: categories.data, neighborhoods: areas.data };
    // The rules wait for what they check choices against; a list that failed to load leaves its check to the backend.
    const judging = categories.isPending || (draft.city !== null && areas.isPending);

    const errorsFor = (target: WizardStep, value: ProviderDraft) => wizardStepErrors(yup, target, value, choices);

    const update = (change: (current: ProviderDraft) => ProviderDraft) => {
      const next = changeDraft(change);
      if (checked) setErrors(errorsFor(step, next));
    };

    const go = (target: WizardStep) => {
      setErrors({});
      setChecked(false);
      void router.push(paths.createAccount.getHref({ step: target }), undefined, { shallow: true });
    };

    /** To the first step the draft leaves incomplete before `target`, its messages shown; false when there is none. */
    const landBefore = (target: WizardStep) => {
      const landing = wizardLanding(yup, target, draft, choices);
      if (landing.step === target) return false;
      void router
        .replace(paths.createAccount.getHref({ step: landing.step }), undefined, { shallow: true })
        .then(() => {
          setErrors(landing.errors);
          setChecked(true);
        });
      return true;
    };

    // A step reached by its URL (a bookmark, a hand-edited draft) with an earlier one incomplete starts at that one.
    useEffect(() => {
      if (router.isReady && !judging) landBefore(step);
      // When the step changes or the lists arrive: later edits are checked by Next.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [router.isReady, judging, step]);

    // Each step, and the first one shown (after the profile check; arriving from sign-up), is announced by its heading.
    const shown = Boolean(user) && !existing.isPending;
    useEffect(() => heading.current?.focus({ preventScroll: true }), [step, shown]);

    const next = () => {
      const found = errorsFor(step, draft);
      setErrors(found);
      setChecked(true);
      const target = WIZARD_STEPS[index + 1];
      if (Object.keys(found).length === 0 && target) go(target);
    };

    const submit = () => {
      const { account_type, city, main_category } = draft;
      if (landBefore('review') || !account_type || city === null || main_category === null) return;
      create.mutate(
        {
          ...draft,
          account_type,
          company_name: account_type === 'company' ? draft.company_name.trim() : undefined,
          city,
          main_category,
          description: draft.description.trim(),
          onGallery: (change) => update((current) => ({ ...current, gallery: change(current.gallery) })),
        },
        {
          onSuccess: () => {
            dropProviderDraft();
            void router.push(paths.jobOpportunities.getHref());
          },
        },
      );
    };

    if (!user || existing.isPending) return <WizardLoading />;
    const already = existing.data || (create.error instanceof AppError && create.error.status === 409);
    if (already && !create.isSuccess) {
      return (
        <section className="mx-auto flex max-w-xl flex-col items-start gap-4">
          <h1 className="text-2xl font-bold">{t('wizard.title')}</h1>
          <p role="status">{t('wizard.already')}</p>
          <Link href={paths.myServices.getHref()} className="btn-primary">
            {t('myServices.title')}
          </Link>
        </section>
      );
    }

    return (
      <section className="mx-auto flex max-w-xl flex-col gap-5">
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold">{t('wizard.title')}</h1>
          <p className="text-sm text-ink-muted">
            {t('wizard.progress', { current: index + 1, total: WIZARD_STEPS.length })}
          </p>
        </header>
        <Card className="flex flex-col gap-5">
          <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
            {t(`wizard.steps.${step}`)}
          </h2>
          {step === 'checklist' && <ProviderChecklist onContinue={next} />}
          {step === 'account-type' && (
            <AccountTypeStep
              value={draft}
              onChange={(value) => update((current) => ({ ...current, ...value }))}
              errors={errors}
            />
          )}
          {step === 'languages' && (
            <LanguagesChoice
              value={draft.languages}
              onChange={(languages) => update((current) => ({ ...current, languages }))}
              error={errors.languages}
            />
          )}
          {step === 'category' && (
            <CategoryChoice
              value={draft.main_category}
              onChange={(main_category) =>
                update((current) => ({
                  ...current,
                  main_category,
                  sub_services: current.main_category === main_category ? current.sub_services : [],
                }))
              }
              error={errors.main_category}
            />
          )}
          {step === 'services' && (
            <SubServicesChoice
              category={draft.main_category}
              value={draft.sub_services}
              onChange={(sub_services) => update((current) => ({ ...current, sub_services }))}
              error={errors.sub_services}
            />
          )}
          {step === 'details' && (
            <DescriptionAndGallery
              description={draft.description}
              gallery={draft.gallery}
              onDescription={(description) => update((current) => ({ ...current, description }))}
              onGallery={(change) => update((current) => ({ ...current, gallery: change(current.gallery) }))}
              errors={errors}
            />
          )}
          {step === 'location' && (
            <AreasField
              value={draft}
              onChange={(value) => update((current) => ({ ...current, ...value }))}
              errors={errors}
            />
          )}
          {step === 'review' && <WizardReview draft={draft} onEdit={go} />}
          <FormAlert error={step === 'review' ? create.error : null} />
          {step !== 'checklist' && (
            <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-between">
              <button
                type="button"
                className="btn-secondary"
                onClick={() => go(WIZARD_STEPS[index - 1] ?? 'checklist')}
                disabled={create.isPending}
              >
                {t('wizard.back')}
              </button>
              {step === 'review' ? (
                <button
                  type="button"
                  className="btn-primary"
                  onClick={submit}
                  disabled={create.isPending || judging}
                  aria-busy={create.isPending}
                >
                  {create.isPending ? t('wizard.creating') : t('wizard.create')}
                </button>
              ) : (
                <button type="button" className="btn-primary" onClick={next}>
                  {t('wizard.next')}
                </button>
              )}
            </div>
          )}
        </Card>
      </section>
    );
  },
  { fallback: <WizardLoading /> },
);
