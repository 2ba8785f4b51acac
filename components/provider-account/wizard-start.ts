import { paths } from '@/config/paths';
import { wizardLanding } from '@/services/provider-account/provider-forms';
import { answerFromSignUp, type ProviderDraft } from '@/store/provider-account/provider-draft';

/**
 * Where a provider's sign-up continues: the wizard at the first step `draft` leaves unanswered.
 * The checklist is not asked again (the sign-up showed it), nor the account type when it carried one.
 */
function wizardStartHref(draft: ProviderDraft): string {
  return paths.createAccount.getHref({ step: wizardLanding('review', draft, {}).step });
}

/** A provider's sign-up answers kept in the wizard's draft, and where the wizard continues from them. */
export function continueIntoWizard(answers: Pick<ProviderDraft, 'account_type' | 'company_name'>): string {
  return wizardStartHref(answerFromSignUp(answers));
}
