import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { MoreButton } from '@/components/ui/MoreButton';
import { QueryView } from '@/components/ui/QueryView';
import { ReferenceNumber } from '@/components/ui/ReferenceNumber';
import { useBalanceHistory } from '@/hooks/balance/use-balance-history';
import { usePlace } from '@/hooks/shared/use-place';
import type { Language } from '@/locales/languages';
import type { BalanceMovement } from '@/services/balance/balance';
import { withRunningBalance } from '@/services/balance/running-balance';
import { formatDate } from '@/services/shared/format';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';
import { BalanceMoney } from './BalanceMoney';

const KNOWN_KINDS = ['top_up', 'offer_paid', 'credit'] as const;
type KnownKind = (typeof KNOWN_KINDS)[number];
const isKnown = (kind: string): kind is KnownKind => (KNOWN_KINDS as readonly string[]).includes(kind);

function MovementRow({
  movement,
  language,
}: {
  movement: BalanceMovement & { balance_after?: number };
  language: Language;
}) {
  const { t } = useTranslation('balance');
  const place = usePlace();
  const kind = isKnown(movement.kind) ? movement.kind : 'unknown';
  return (
    <li className="flex flex-col gap-1 border-b border-slate-200 py-3 last:border-b-0" data-movement={kind}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{t(`history.kind.${kind}`)}</span>
        <span className={movement.amount < 0 ? 'font-semibold' : 'font-semibold text-green-800'}>
          <BalanceMoney amount={movement.amount} signed />
        </span>
      </div>
      {movement.sub_service && <p dir="auto">{localized(movement.sub_service, 'name', language)}</p>}
      {movement.request_reference && (
        <p className="text-sm text-ink-muted">
          <ReferenceNumber label={t('history.reference')} value={movement.request_reference} />
        </p>
      )}
      <p className="flex flex-wrap justify-between gap-2 text-sm text-ink-muted">
        {movement.created_at && <time dateTime={movement.created_at}>{formatDate(movement.created_at, place)}</time>}
        {movement.balance_after !== undefined && (
          <span>
            {t('history.after')} <BalanceMoney amount={movement.balance_after} />
          </span>
        )}
      </p>
    </li>
  );
}

/**
 * The balance's movements, newest first (loaded after the balance's first paint): each top-up, paid
 * offer (its job and reference number) and credit back, its date and the balance after it, worked
 * back from `balance` where the backend leaves it out. A backend without the call: the card says so,
 * the balance above still shows.
 */
export default function BalanceHistory({ balance }: { balance: number | undefined }) {
  const { t } = useTranslation(['balance', 'common']);
  const language = useAppState((state) => state.language);
  const history = useBalanceHistory();
  return (
    <Card as="section" className="flex flex-col gap-2" aria-labelledby="balance-history">
      <h2 id="balance-history" className="text-lg font-semibold">
        {t('history.title')}
      </h2>
      <QueryView
        query={history}
        loading={t('history.loading')}
        reserve="min-h-32"
        empty={t('history.empty')}
        error={(_error, retry) => (
          <div className="flex flex-col items-start gap-3">
            <p role="alert" className="text-sm text-ink-muted">
              {t('history.failed')}
            </p>
            <button type="button" className="btn-secondary" onClick={retry}>
              {t('common:actions.retry')}
            </button>
          </div>
        )}
      >
        {(data) => {
          const movements = data.pages.flatMap((page) => page.results);
          const rows = balance === undefined ? movements : withRunningBalance(movements, balance);
          return (
            <>
              <ul className="flex flex-col">
                {rows.map((movement) => (
                  <MovementRow key={movement.id} movement={movement} language={language} />
                ))}
              </ul>
              <MoreButton list={history} label={t('history.more')} />
            </>
          );
        }}
      </QueryView>
    </Card>
  );
}
