import { loadFormKit } from '@/components/forms/use-form-kit';
import { paths } from '@/config/paths';
import { wizardLanding } from '@/services/provider-account/provider-forms';
import type { YupBuilders } from '@/services/shared/schema';
import { answerFromSignUp, type ProviderDraft } from '@/store/provider-account/provider-draft';

/**
 * Where a provider's sign-up continues: the wizard at the first step `draft` leaves unanswered.
 * The checklist is not asked again (the sign-up showed it), nor the account type when it carried one.
 */
function wizardStartHref(yup: YupBuilders, draft: ProviderDraft): string {
  return paths.createAccount.getHref({ step: wizardLanding(yup, 'review', draft, {}).step });
}

/**
 * The wizard's start, once the form kit its rules are built from is there (the sign-up's own form loaded it):
 * `continueIntoWizard` answers at once.
 */
export async function wizardStart() {
  const { yup } = await loadFormKit();
  return {
    /** A provider's sign-up answers kept in the wizard's draft, and where the wizard continues from them. */
    continueIntoWizard: (answers: Pick<ProviderDraft, 'account_type' | 'company_name'>): string =>
      wizardStartHref(yup, answerFromSignUp(answers)),
  };
}
