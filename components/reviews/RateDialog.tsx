import { useTranslation } from 'react-i18next';
import { withFormKit } from '@/components/forms/use-form-kit';
import { SheetDialog } from '@/components/ui/SheetDialog';
import { useRateClient, useRateProvider } from '@/hooks/reviews/use-ratings';
import { useDialogDraft } from '@/hooks/shared/use-dialog-draft';
import type { KeyOf } from '@/locales/keys';
import type { KeyStore } from '@/services/api/idempotency';
import { rateClientSchema, rateProviderSchema } from '@/services/reviews/rating-forms';
import {
  CLIENT_CRITERIA,
  PROVIDER_CRITERIA,
  type ClientCriterion,
  type ProviderCriterion,
  type RateClientBody,
  type RateProviderBody,
} from '@/services/reviews/ratings';
import type { Role } from '@/services/shared/routes';
import type { YupBuilders } from '@/services/shared/schema';
import { dialogDraftId } from '@/store/shared/dialog-draft-ids';
import { emptyRating, RatingForm } from './RatingForm';
import type { AnyObjectSchema } from 'yup';

type Copy = KeyOf<'reviews'>;

/** One side's rating (spec §3): who rates, on which criteria (each 1–5 and required, and the experience), sent by which call, in which words. */
interface RatingSide<C extends string, B> {
  rater: Role;
  criteria: readonly C[];
  schema: (y: YupBuilders) => AnyObjectSchema;
  draftId: (requestId: number) => string;
  useRate: (
    requestId: number,
    keys: KeyStore,
  ) => { isPending: boolean; error: unknown; mutateAsync: (body: B) => Promise<unknown> };
  copy: { title: Copy; intro: Copy; experience: Copy; submit: Copy; criterion: (criterion: C) => Copy };
}

const PROVIDER: RatingSide<ProviderCriterion, RateProviderBody> = {
  rater: 'client',
  criteria: PROVIDER_CRITERIA,
  schema: rateProviderSchema,
  draftId: dialogDraftId.rateProvider,
  useRate: useRateProvider,
  copy: {
    title: 'reviews:rate.title',
    intro: 'reviews:rate.intro',
    experience: 'reviews:rate.experience',
    submit: 'reviews:rate.submit',
    criterion: (criterion) => `reviews:rate.criteria.${criterion}`,
  },
};

const CLIENT: RatingSide<ClientCriterion, RateClientBody> = {
  rater: 'provider',
  criteria: CLIENT_CRITERIA,
  schema: rateClientSchema,
  draftId: dialogDraftId.rateClient,
  useRate: useRateClient,
  copy: {
    title: 'reviews:rateClient.title',
    intro: 'reviews:rateClient.intro',
    experience: 'reviews:rateClient.experience',
    submit: 'reviews:rateClient.submit',
    criterion: (criterion) => `reviews:rate.clientCriteria.${criterion}`,
  },
};

interface Props {
  requestId: number;
  /** The rated person's name, in the title. */
  name: string;
  onRated: () => void;
  onClose: () => void;
}

/**
 * A rating after hiring (spec §3): the client rates the hired provider (`rated="provider"`), the hired
 * provider rates the client (`rated="client"`); the two differ only in their side's data above.
 */
export default withFormKit(
  function RateDialog({ rated, ...props }: Props & { rated: 'provider' | 'client' }) {
    return rated === 'provider' ? <SideDialog side={PROVIDER} {...props} /> : <SideDialog side={CLIENT} {...props} />;
  },
  { fallback: null },
);

function SideDialog<C extends string, B>({
  side,
  requestId,
  name,
  onRated,
  onClose,
}: Props & { side: RatingSide<C, B> }) {
  const { t } = useTranslation(['reviews', 'common', 'validation']);
  // What was typed stays on the device until it is sent or the dialog closed (a session may end meanwhile).
  const draft = useDialogDraft(side.draftId(requestId), emptyRating(side.criteria));
  const rate = side.useRate(requestId, draft.keys);
  const close = () => {
    draft.drop();
    onClose();
  };
  return (
    <SheetDialog
      role={side.rater}
      title={t(side.copy.title, { name })}
      description={t(side.copy.intro)}
      busy={rate.isPending}
      onClose={close}
    >
      <RatingForm<C, B>
        criteria={side.criteria}
        schema={side.schema}
        labels={{
          criterion: (criterion) => t(side.copy.criterion(criterion)),
          experience: t(side.copy.experience),
          cancel: t('common:actions.cancel'),
          submit: t(side.copy.submit),
        }}
        draft={draft}
        pending={rate.isPending}
        error={rate.error}
        onSubmit={async (body) => {
          await rate.mutateAsync(body);
          onRated();
        }}
        onClose={close}
      />
    </SheetDialog>
  );
}
