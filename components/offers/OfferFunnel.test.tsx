import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config/paths';
import type { Language } from '@/locales/languages';
import { server } from '@/mocks/node';
import { formatMoney, ltr } from '@/services/shared/format';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { SubmittedOffersScreen } from './SubmittedOffersScreen';

const FUNNEL = '*/api/v1/jobs/submitted-offers/funnel/';

let calls = 0;

/** The submitted offers of the demo provider, the funnel's call answered with `answer` (a status alone: that error). */
async function open(answer: Record<string, unknown> | number, language: Language = 'en') {
  calls = 0;
  server.use(
    http.get(FUNNEL, () => {
      calls += 1;
      return typeof answer === 'number'
        ? HttpResponse.json({ detail: 'Not found.' }, { status: answer })
        : HttpResponse.json(answer);
    }),
  );
  return renderApp(<SubmittedOffersScreen />, {
    route: paths.submittedOffers.getHref(),
    signInAs: DEMO.provider.email,
    language,
  });
}

/** The list has shown and the funnel's call was answered (tests do not retry) and rendered. */
async function settled() {
  expect((await screen.findAllByRole('link', { name: /Reference/ })).length).toBeGreaterThan(0);
  await waitFor(() => expect(calls).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Each step of the funnel as its item reads: "Seen 3 75% of those sent". */
const steps = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/[\u2066\u2069]/g, ''));

describe('OfferFunnel: the provider’s last 30 days above the submitted offers', () => {
  it('shows each step with its count and its share of those sent, and the JOD spent and credited back', async () => {
    await open({ days: 30, sent: 4, seen: 3, contacted: 1, hired: 1, spent: 2, credited: 1 });
    const region = await screen.findByRole('region', { name: 'Last 30 days' });
    expect(steps(region)).toEqual([
      'Sent4',
      'Seen375% of those sent',
      'Contacted125% of those sent',
      'Hired125% of those sent',
    ]);
    expect(within(region).getByText('Spent: \u2066JOD 2\u2069')).toBeInTheDocument();
    expect(within(region).getByText('Credited back: \u2066JOD 1\u2069')).toBeInTheDocument();
  });

  it('leaves out a step or an amount the answer does not carry; no days: the designed 30', async () => {
    await open({ sent: 2, seen: 1 });
    const region = await screen.findByRole('region', { name: 'Last 30 days' });
    expect(steps(region)).toEqual(['Sent2', 'Seen150% of those sent']);
    expect(within(region).queryByText(/Spent|Credited/)).not.toBeInTheDocument();
  });

  it('shows no share when nothing was sent', async () => {
    await open({ days: 30, sent: 0, seen: 0, contacted: 0, hired: 0, spent: 0, credited: 0 });
    const region = await screen.findByRole('region', { name: 'Last 30 days' });
    expect(steps(region)).toEqual(['Sent0', 'Seen0', 'Contacted0', 'Hired0']);
    expect(within(region).queryByText(/%/)).not.toBeInTheDocument();
  });

  it.each([404, 500])('a %s shows no funnel and no error; the list still shows', async (status) => {
    await open(status);
    await settled();
    expect(screen.queryByRole('region', { name: 'Last 30 days' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an answer without sent shows no funnel', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open({ days: 30, seen: 2 });
    await settled();
    expect(screen.queryByRole('region', { name: 'Last 30 days' })).not.toBeInTheDocument();
  });

  it('in Arabic: the counts and amounts stay left to right', async () => {
    await open({ days: 30, sent: 4, seen: 3, contacted: 1, hired: 1, spent: 2, credited: 1 }, 'ar');
    const region = await screen.findByRole('region', { name: 'آخر 30 يومًا' });
    expect(within(region).getByText('4')).toHaveAttribute('dir', 'ltr');
    expect(
      within(region).getByText(`أنفقت: ${ltr(formatMoney(2, { language: 'ar', country: 'jo' })).replace(/\s/g, ' ')}`),
    ).toBeInTheDocument();
    expect(within(region).getByText('\u206675%\u2069 من المُرسلة')).toBeInTheDocument();
  });
});
