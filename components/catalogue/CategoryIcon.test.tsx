import { render, waitFor } from '@testing-library/react';
import { DRAWN_ICONS } from '@/services/catalogue/catalogue-icons';
import { CategoryIcon } from './CategoryIcon';

describe('CategoryIcon', () => {
  it.each(DRAWN_ICONS)('draws %s as an SVG, with no emoji text (empty boxes without an emoji font)', async (icon) => {
    const { container } = render(<CategoryIcon icon={icon} />);
    const badge = container.querySelector(`[data-icon="${icon}"]`);
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(badge?.querySelector('svg')).not.toBeNull());
    expect(badge?.textContent).toBe('');
  });

  it.each([
    ['an icon the app does not draw', 'rocket'],
    ['no icon', undefined],
  ])('draws the generic glyph for %s', async (_case, icon) => {
    const { container } = render(<CategoryIcon icon={icon} />);
    const badge = container.querySelector('[data-icon="generic"]');
    await waitFor(() => expect(badge?.querySelector('svg')).not.toBeNull());
  });
});
