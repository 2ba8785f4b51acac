import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config/paths';
import type { Language } from '@/locales/languages';
import { server } from '@/mocks/node';
import { createRequest } from '@/mocks/sandbox-create';
import { db } from '@/mocks/shared/db';
import { toOffer } from '@/mocks/tables/offers/offer-response';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { OfferScreen } from './OfferScreen';

/** The demo provider's offer on a request of the demo client, changed from 80 to 95 JOD. */
function editedOffer() {
  const request = createRequest({ client: DEMO.client.email, offers: [{ provider: DEMO.provider.email, price: 95 }] });
  const offer = db.state.market.offers.find((item) => item.request === request)!;
  Object.assign(offer, { previous_price: 80, edited_at: new Date().toISOString() });
  return offer;
}

const TEXT = {
  en: { updated: 'Updated', was: /^Was \u2066JOD\s80\u2069$/ },
  ar: { updated: 'معدَّل', was: /^كان \u2066.*80.*\u2069$/ },
} as const;

describe.each(['en', 'ar'] as const)(
  'an offer its provider changed, as the client sees it (%s)',
  (language: Language) => {
    it('says "Updated" and the price before', async () => {
      const offer = editedOffer();
      await renderApp(<OfferScreen />, {
        route: `${paths.offer.getHref(offer.id)}?offerId=${offer.id}`,
        language,
        signInAs: DEMO.client.email,
      });
      expect(await screen.findByText(TEXT[language].updated)).toBeInTheDocument();
      expect(screen.getByText(TEXT[language].was)).toBeInTheDocument();
    });

    it('shows neither when a backend leaves the fields out', async () => {
      const offer = editedOffer();
      const { previous_price: _p, edited_at: _e, ...bare } = toOffer(offer, offer.provider);
      server.use(http.get(`*/api/v1/offers/${offer.id}/`, () => HttpResponse.json(bare)));
      await renderApp(<OfferScreen />, {
        route: `${paths.offer.getHref(offer.id)}?offerId=${offer.id}`,
        language,
        signInAs: DEMO.client.email,
      });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByText(TEXT[language].updated)).not.toBeInTheDocument();
      expect(screen.queryByText(TEXT[language].was)).not.toBeInTheDocument();
    });
  },
);
