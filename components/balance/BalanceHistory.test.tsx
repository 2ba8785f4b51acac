import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Language } from '@/locales/languages';
import { server } from '@/mocks/node';
import { sandboxControl } from '@/mocks/shared/control';
import { formatMoney, ltr } from '@/services/shared/format';
import { EVENTS } from '@/store/shared/events';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { BalanceScreen } from './BalanceScreen';

const route = '/service-providers/balance';
const HISTORY = '*/api/v1/provider/balance/history/';
const LEAK = { id: 201, name_ar: 'إصلاح تسريب', name_en: 'Leak repair' };

/** Four movements as a backend without `balance_after` sends them (newest first), one malformed, one of a kind we do not know. */
const PAGE = {
  count: 5,
  next: null,
  previous: null,
  results: [
    {
      id: 5,
      kind: 'credit',
      amount: 1,
      created_at: '2026-11-22T10:00:00Z',
      request_reference: 'JO-2026-006001',
      sub_service: LEAK,
    },
    {
      id: 4,
      kind: 'offer_paid',
      amount: -1,
      created_at: '2026-11-20T10:00:00Z',
      request_reference: 'JO-2026-006001',
      sub_service: LEAK,
    },
    { id: 3, kind: 'offer_paid', amount: 'one dinar' },
    { id: 2, kind: 'bonus_from_the_future', amount: 0.5, created_at: '2026-11-19T10:00:00Z' },
    { id: 1, kind: 'top_up', amount: 12, created_at: '2026-11-18T10:00:00Z' },
  ],
};

const LABELS: Record<
  Language,
  { credit: string; paid: string; topUp: string; other: string; reference: string; after: string }
> = {
  en: {
    credit: 'Credited back: offer not opened',
    paid: 'Paid offer',
    topUp: 'Top-up',
    other: 'Other movement',
    reference: 'Reference',
    after: 'Balance after:',
  },
  ar: {
    credit: 'أُعيدت إلى الرصيد: عرض لم يُفتح',
    paid: 'عرض مدفوع',
    topUp: 'إضافة رصيد',
    other: 'حركة أخرى',
    reference: 'الرقم المرجعي',
    after: 'الرصيد بعدها:',
  },
};

describe('the balance history', () => {
  it.each<Language>(['en', 'ar'])(
    '(%s) labels each kind, works the running balance back, skips a bad row, an unknown kind is "Other movement"',
    async (language) => {
      server.use(
        http.get('*/api/v1/provider/balance/', () =>
          HttpResponse.json({
            balance: 12.5,
            currency: 'JOD',
            offer_cost: 1,
            free_offers_per_day: 5,
            free_offers_left: 0,
            message: null,
          }),
        ),
        http.get(HISTORY, () => HttpResponse.json(PAGE)),
      );
      await renderApp(<BalanceScreen />, { route, signInAs: DEMO.provider.email, language });
      const history = await screen.findByRole('region', { name: language === 'en' ? 'Balance history' : 'سجل الرصيد' });
      const rows = await within(history).findAllByRole('listitem');
      const words = LABELS[language];
      expect(rows.map((row) => row.getAttribute('data-movement'))).toEqual([
        'credit',
        'offer_paid',
        'unknown',
        'top_up',
      ]);
      expect(rows[0]).toHaveTextContent(words.credit);
      expect(rows[0]).toHaveTextContent(`${words.reference} JO-2026-006001`);
      expect(rows[1]).toHaveTextContent(words.paid);
      expect(rows[2]).toHaveTextContent(words.other);
      expect(rows[3]).toHaveTextContent(words.topUp);
      // Worked back from 12.5: 12.5 after the credit, 11.5 after the paid offer, 12.5 after the bonus, 12 after the top-up.
      // Every sum in the one money format, isolated left to right.
      const money = (sum: number, signed = false) =>
        ltr(formatMoney(sum, { language, country: 'jo' }, { signed })).replace(/\s+/g, ' ');
      const after = rows.map((row) => row.textContent?.split(words.after)[1]?.trim());
      expect(after?.map((text) => text?.replace(/\s+/g, ' '))).toEqual([12.5, 11.5, 12.5, 12].map((sum) => money(sum)));
      expect(rows[0]).toHaveTextContent(money(1, true));
      expect(rows[1]).toHaveTextContent(money(-1, true));
      // Amounts and references stay left to right inside Arabic.
      expect(within(rows[0]!).getByText('JO-2026-006001')).toHaveAttribute('dir', 'ltr');
    },
  );

  it.each([
    ['without the call (404)', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })],
    ['failing (an HTML 500)', () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500 })],
  ])(
    'the minimal backend %s: the balance shows, the history says it could not load, and no toast says it again',
    async (_case, answer) => {
      sandboxControl.setProfile('minimal');
      server.use(http.get(HISTORY, answer));
      const toasts: unknown[] = [];
      const listen = (event: Event) => toasts.push((event as CustomEvent).detail);
      window.addEventListener(EVENTS.SHOW_TOAST_MESSAGE, listen);
      try {
        await renderApp(<BalanceScreen />, { route, signInAs: DEMO.provider.email });
        expect(await screen.findByTestId('balance-amount')).toHaveTextContent('12.5');
        expect(
          await screen.findByText('Your balance history could not load. Your balance above is up to date.'),
        ).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
        expect(toasts).toEqual([]);
      } finally {
        window.removeEventListener(EVENTS.SHOW_TOAST_MESSAGE, listen);
      }
    },
  );

  it('the sandbox: the seeded opening top-up, no movement else yet', async () => {
    await renderApp(<BalanceScreen />, { route, signInAs: DEMO.provider.email });
    const history = await screen.findByRole('region', { name: 'Balance history' });
    const rows = await within(history).findAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Top-up');
  });
});
