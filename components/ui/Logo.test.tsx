import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { Logo, LOGO_SVG } from './Logo';

/** The drawing's elements, without the root's own attributes (the favicon names itself for screen readers). */
const shapes = (svg: string) => svg.replace(/^<svg[^>]*>/, '').trim();

describe('Logo', () => {
  it('draws what public/logo.svg (the brand file) draws', () => {
    expect(shapes(LOGO_SVG)).toBe(shapes(readFileSync('public/logo.svg', 'utf8')));
  });

  it('is a decorative 48×36 image whose source is in the page', () => {
    const { container } = render(<Logo />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '48');
    expect(image).toHaveAttribute('height', '36');
    expect(decodeURIComponent(image.getAttribute('src')!.replace('data:image/svg+xml,', ''))).toBe(LOGO_SVG);
  });
});
