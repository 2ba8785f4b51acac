import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Language } from '@/locales/languages';
import { server } from '@/mocks/node';
import { buildRequest, DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { JobDetailsScreen } from './JobDetailsScreen';

const ID = 4321;
const route = `/service-providers/job-opportunities/${ID}?requestId=${ID}`;

/** The job's answer as a backend sends it, with (or without) the fields a provider decides on. */
function answerJob(fields: Record<string, unknown>, cut: string[] = []) {
  const job: Record<string, unknown> = {
    ...buildRequest({ id: ID, is_owner: false, client: { id: 77, display_name: 'Lina K.', phone_number: null } }),
    my_offer: null,
    ...fields,
  };
  for (const name of cut) delete job[name];
  server.use(http.get(`*/api/v1/jobs/${ID}/`, () => HttpResponse.json(job)));
}

const TEXT = {
  en: {
    title: 'Leak repair',
    two: '2 offers',
    none: 'No offers yet',
    verified: 'Phone verified',
    notVerified: 'Phone not verified',
    rate: 'Hired a provider on \u206675%\u2069 of their requests',
    anyRate: /Hired a provider/,
  },
  ar: {
    title: 'تصليح تسريب',
    two: 'عرضان',
    none: 'لا عروض بعد',
    verified: 'تم التحقق من رقم الهاتف',
    notVerified: 'لم يتم التحقق من رقم الهاتف',
    rate: 'وظّف مزوّد خدمة في \u206675%\u2069 من طلباته',
    anyRate: /وظّف مزوّد خدمة في/,
  },
} satisfies Record<Language, Record<string, string | RegExp>>;

const open = (language: Language) =>
  renderApp(<JobDetailsScreen />, { route, language, signInAs: DEMO.provider.email });

describe.each(['en', 'ar'] as const)('what a provider decides on, on the job page (%s)', (language) => {
  const text = TEXT[language];

  it('shows the offers so far, a verified phone and the hire rate when the answer sends them', async () => {
    answerJob({ offers_count: 2, client_phone_verified: true, client_hire_rate: 75 });
    await open(language);
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByText(text.two)).toBeInTheDocument();
    expect(screen.getByText(text.verified)).toBeInTheDocument();
    expect(screen.getByText(text.rate)).toBeInTheDocument();
    expect(screen.queryByText(text.notVerified)).not.toBeInTheDocument();
  });

  it('says a phone is not verified and shows no rate under three requests (null)', async () => {
    answerJob({ offers_count: 0, client_phone_verified: false, client_hire_rate: null });
    await open(language);
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByText(text.none)).toBeInTheDocument();
    expect(screen.getByText(text.notVerified)).toBeInTheDocument();
    expect(screen.queryByText(text.anyRate)).not.toBeInTheDocument();
  });

  it('shows nothing in their place when a backend leaves them out', async () => {
    answerJob({}, ['offers_count', 'client_phone_verified', 'client_hire_rate']);
    await open(language);
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    for (const line of [text.two, text.none, text.verified, text.notVerified, text.anyRate])
      expect(screen.queryByText(line)).not.toBeInTheDocument();
  });
});
