import { screen } from '@testing-library/react';
import { paths } from '@/config/paths';
import { db } from '@/mocks/shared/db';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { CustomerReviewsScreen } from './CustomerReviewsScreen';
import { ProviderReviewsScreen } from './ProviderReviewsScreen';

describe('the reviews pages', () => {
  it("the client's: the title, what it lists, and each provider's rating with its three criteria", async () => {
    await renderApp(<CustomerReviewsScreen />, { route: paths.reviews.getHref('client'), signInAs: DEMO.client.email });
    expect(screen.getByRole('heading', { level: 1, name: 'What providers said about me' })).toBeInTheDocument();
    expect(screen.getByText('Ratings providers gave you after working with you.')).toBeInTheDocument();
    expect(await screen.findByText('Paying on time:')).toBeInTheDocument();
    expect(screen.getByText('Clear requirements:')).toBeInTheDocument();
  });

  it("the provider's: the title, then the averages over the ratings clients gave", async () => {
    await renderApp(<ProviderReviewsScreen />, {
      route: paths.reviews.getHref('provider'),
      signInAs: DEMO.provider.email,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'What clients said about me' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Averages per criterion' })).toBeInTheDocument();
    expect(screen.getByText(/From \d+ ratings?/)).toBeInTheDocument();
  });

  it("the provider's, with more ratings than one page: the figures say they cover only those loaded", async () => {
    const mine = db.state.market.ratings.filter(
      (rating) => rating.rated === DEMO.provider.id && rating.direction === 'client_to_provider',
    );
    const [first] = mine;
    if (!first) throw new Error('The seed has no rating of the demo provider');
    // Past the first page (20 a page): the backend has 25, the screen holds 20 until "Show more".
    const maxId = Math.max(...db.state.market.ratings.map((rating) => rating.id));
    for (let index = mine.length; index < 25; index += 1) db.state.market.ratings.push({ ...first, id: maxId + index });
    await renderApp(<ProviderReviewsScreen />, {
      route: paths.reviews.getHref('provider'),
      signInAs: DEMO.provider.email,
    });
    expect(await screen.findByText(/Of the latest 20 ratings only/)).toBeInTheDocument();
    expect(screen.queryByText(/From \d+ ratings?/)).not.toBeInTheDocument();
  });
});
