import { screen } from '@testing-library/react';
import { db } from '@/mocks/shared/db';
import { renderApp } from '@/tests/render-app';
import { ArticleScreen } from './ArticleScreen';
import { ArticlesScreen } from './ArticlesScreen';

/** The picture an article card or page shows (decorative: the title names it). */
const coverOf = (container: HTMLElement) => container.querySelectorAll('img[alt=""]');

describe('articles and tips', () => {
  it('each card shows its cover with its room kept (16:9), loading as it nears the screen', async () => {
    const { container } = await renderApp(<ArticlesScreen />, { route: '/clients/articles' });
    const first = db.state.content.articles[0]!;
    expect(await screen.findByRole('link', { name: first.title_en })).toBeInTheDocument();
    const covers = coverOf(container);
    expect(covers).toHaveLength(db.state.content.articles.length);
    for (const cover of covers) {
      expect(cover).toHaveAttribute('width', '320');
      expect(cover).toHaveAttribute('height', '180');
      expect(cover).toHaveAttribute('loading', 'lazy');
      expect(cover.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    }
  });

  it('an article shows its cover at once; one without a picture shows none', async () => {
    const [withCover, other] = db.state.content.articles;
    other!.cover_image = '';
    const { container } = await renderApp(<ArticleScreen />, {
      route: `/clients/articles/${withCover!.id}?articleId=${withCover!.id}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: withCover!.title_en })).toBeInTheDocument();
    const pageCover = container.querySelector('article > img');
    expect(pageCover).toHaveAttribute('loading', 'eager');
    expect(pageCover).toHaveAttribute('src', withCover!.cover_image);
    const related = await screen.findByRole('link', { name: other!.title_en });
    expect(related.closest('article')?.querySelector('img')).toBeNull();
  });
});
