import { render, waitFor } from '@testing-library/react';
import type { CatalogueIcon } from '@/services/catalogue';
import { CategoryIcon } from './CategoryIcon';

const ICONS: CatalogueIcon[] = [
  'cleaning',
  'plumbing',
  'electrical',
  'ac',
  'moving',
  'painting',
  'carpentry',
  'pest-control',
  'appliances',
  'gardening',
];

describe('CategoryIcon', () => {
  it.each(ICONS)('draws %s as an SVG, with no emoji text (empty boxes without an emoji font)', async (icon) => {
    const { container } = render(<CategoryIcon icon={icon} />);
    const badge = container.querySelector(`[data-icon="${icon}"]`);
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(badge?.querySelector('svg')).not.toBeNull());
    expect(badge?.textContent).toBe('');
  });
});
