import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { useOfferFunnel } from '@/hooks/offers/use-offer-funnel';
import { usePlace } from '@/hooks/shared/use-place';
import { stepShare } from '@/services/offers/offer-funnel';
import type { OfferFunnel as Funnel } from '@/services/offers/offers';
import { formatMoney, ltr } from '@/services/shared/format';

const STEPS = ['sent', 'seen', 'contacted', 'hired'] as const;
type Step = (typeof STEPS)[number];

function StepItem({ step, count, sent }: { step: Step; count: number; sent: number }) {
  const { t } = useTranslation('offers');
  const share = step === 'sent' ? null : stepShare(count, sent);
  return (
    <li className="flex flex-col items-start gap-1 rounded-lg bg-slate-50 p-3" data-step={step}>
      <span className="text-sm text-ink-muted">{t(`funnel.${step}`)}</span>
      <span dir="ltr" className="text-2xl font-bold">
        {count}
      </span>
      {share !== null && <span className="text-sm">{t('funnel.share', { share: ltr(`${share}%`) })}</span>}
    </li>
  );
}

/** The card itself, from an answer: each step and amount the answer carries, the rest left out. */
function FunnelCard({ funnel }: { funnel: Funnel }) {
  const { t } = useTranslation('offers');
  const place = usePlace();
  const steps = STEPS.flatMap((step) => {
    const count = funnel[step];
    return count === undefined ? [] : [{ step, count }];
  });
  return (
    <Card as="section" className="flex flex-col gap-3" aria-labelledby="offer-funnel">
      <h2 id="offer-funnel" className="text-lg font-semibold">
        {t('funnel.title', { count: funnel.days })}
      </h2>
      <ol className="grid grid-cols-2 gap-2 tablet:grid-cols-4">
        {steps.map(({ step, count }) => (
          <StepItem key={step} step={step} count={count} sent={funnel.sent} />
        ))}
      </ol>
      {(funnel.spent !== undefined || funnel.credited !== undefined) && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {funnel.spent !== undefined && (
            <span>{t('funnel.spent', { amount: ltr(formatMoney(funnel.spent, place)) })}</span>
          )}
          {funnel.credited !== undefined && (
            <span className="text-green-800">
              {t('funnel.credited', { amount: ltr(formatMoney(funnel.credited, place)) })}
            </span>
          )}
        </p>
      )}
    </Card>
  );
}

/**
 * The provider's funnel above the submitted offers (loaded after the list's first paint): the last 30
 * days as sent → seen → contacted → hired, each step's share of those sent, the JOD spent and
 * credited back. While it loads, its room is kept; a backend without the call (404) or a failure
 * shows nothing, and the list below is untouched.
 */
export default function OfferFunnel() {
  const funnel = useOfferFunnel();
  if (funnel.isPending) return <div aria-hidden="true" className="min-h-48" />;
  return funnel.data ? <FunnelCard funnel={funnel.data} /> : null;
}
