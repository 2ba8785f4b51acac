import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { Logo } from './Logo';
import { LOGO_SRC, LOGO_SVG } from './logo-file';

/** The drawing's elements, without the root's own attributes (the favicon names itself for screen readers). */
const shapes = (svg: string) => svg.replace(/^<svg[^>]*>/, '').trim();

/** Each shape of a drawing: its element and attributes, in order. */
const shapeList = (drawing: Element) =>
  [...drawing.children].map((shape) => [
    shape.tagName,
    ...[...shape.attributes].map((a) => `${a.name}=${a.value}`).sort(),
  ]);

describe('Logo', () => {
  it('draws what public/logo.svg (the brand file) draws', () => {
    expect(shapes(LOGO_SVG)).toBe(shapes(readFileSync('public/logo.svg', 'utf8')));
  });

  it('is the favicon as an address inside the page', () => {
    expect(decodeURIComponent(LOGO_SRC.replace('data:image/svg+xml,', ''))).toBe(LOGO_SVG);
  });

  it('is a decorative 48×36 drawing in the document, the same shapes, never an image to load', () => {
    const { container } = render(<Logo />);
    expect(container.querySelector('img')).toBeNull();
    const drawing = container.querySelector('svg')!;
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing).toHaveAttribute('width', '48');
    expect(drawing).toHaveAttribute('height', '36');
    expect(drawing).toHaveAttribute('viewBox', '0 0 48 36');
    const file = new DOMParser().parseFromString(LOGO_SVG, 'image/svg+xml').documentElement;
    expect(shapeList(drawing)).toEqual(shapeList(file));
    expect(shapeList(drawing)).toHaveLength(3);
  });
});
