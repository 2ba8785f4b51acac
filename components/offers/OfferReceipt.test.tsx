import { screen } from '@testing-library/react';
import type { Language } from '@/locales/languages';
import { renderApp } from '@/tests/render-app';
import { OfferReceipt } from './OfferReceipt';

const TWO_HOURS_AGO = () => new Date(Date.now() - 2 * 60 * 60 * 1000 - 60_000).toISOString();

describe('OfferReceipt: what the provider reads of the client', () => {
  it.each<[Language, string, { seen_at?: string | null; contacted_at?: string | null }, RegExp]>([
    ['en', 'not seen', { seen_at: null, contacted_at: null }, /^Not seen yet$/],
    ['en', 'seen', { seen_at: TWO_HOURS_AGO(), contacted_at: null }, /^Seen 2 hours ago$/],
    ['en', 'contacted', { seen_at: TWO_HOURS_AGO(), contacted_at: TWO_HOURS_AGO() }, /^Contacted 2 hours ago$/],
    ['ar', 'not seen', { seen_at: null, contacted_at: null }, /^لم يشاهده العميل بعد$/],
    ['ar', 'seen', { seen_at: TWO_HOURS_AGO(), contacted_at: null }, /^شاهده العميل قبل ساعتين$/],
    ['ar', 'contacted', { seen_at: TWO_HOURS_AGO(), contacted_at: TWO_HOURS_AGO() }, /^تواصل معك العميل قبل ساعتين$/],
  ])('%s, %s', async (language, _state, offer, label) => {
    await renderApp(<OfferReceipt offer={offer} />, { language });
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('shows nothing when the backend sends neither field', async () => {
    const { container } = await renderApp(<OfferReceipt offer={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
