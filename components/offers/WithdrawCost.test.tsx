import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import type { Language } from '@/locales/languages';
import { buildOffer, DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { MyOfferCard } from './MyOfferCard';

const SEEN = '2026-11-20T12:00:00Z';

const TEXT = {
  en: {
    withdraw: 'Withdraw the offer',
    kept: 'The client opened this offer: what it cost does not come back.',
    credited: 'The client has not opened this offer: what it cost comes back to your balance.',
  },
  ar: {
    withdraw: 'سحب العرض',
    kept: 'فتح العميل هذا العرض: لن تعود تكلفته إلى رصيدك.',
    credited: 'لم يفتح العميل هذا العرض: تعود تكلفته إلى رصيدك.',
  },
} as const;

describe('the withdraw dialog says what happens to what the offer cost', () => {
  it.each<[Language, string, { charged?: number; seen_at?: string | null }, 'kept' | 'credited' | null]>([
    ['en', 'paid and opened', { charged: 1, seen_at: SEEN }, 'kept'],
    ['en', 'paid, not opened', { charged: 1, seen_at: null }, 'credited'],
    ['en', 'free', { charged: 0, seen_at: SEEN }, null],
    ['en', 'a backend without the fields', {}, null],
    ['ar', 'paid and opened', { charged: 1, seen_at: SEEN }, 'kept'],
    ['ar', 'paid, not opened', { charged: 1, seen_at: null }, 'credited'],
  ])('%s, %s', async (language, _case, fields, said) => {
    await renderApp(<MyOfferCard offer={buildOffer({ ...fields })} />, {
      route: paths.job.getHref(1),
      language,
      signInAs: DEMO.provider.email,
    });
    await userEvent.click(screen.getByRole('button', { name: TEXT[language].withdraw }));
    const dialog = await screen.findByRole('dialog');
    for (const key of ['kept', 'credited'] as const)
      if (key === said) expect(within(dialog).getByText(TEXT[language][key])).toBeInTheDocument();
      else expect(within(dialog).queryByText(TEXT[language][key])).not.toBeInTheDocument();
  });
});
