import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { Logo } from './Logo';
import { LOGO_SRC, LOGO_SVG } from './logo-file';

/**
 * Each shape of a drawing, in order: its element and attributes. The root's own attributes are left out
 * (the brand file names itself for screen readers; the component is aria-hidden).
 */
const shapeList = (drawing: Element) =>
  [...drawing.children].map((shape) => [
    shape.tagName,
    ...[...shape.attributes].map((a) => `${a.name}=${a.value}`).sort(),
  ]);

const parsed = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;

describe('Logo', () => {
  it('draws what public/logo.svg (the brand file) draws', () => {
    expect(shapeList(parsed(LOGO_SVG))).toEqual(shapeList(parsed(readFileSync('public/logo.svg', 'utf8'))));
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
    expect(shapeList(drawing)).toEqual(shapeList(parsed(LOGO_SVG)));
    expect(shapeList(drawing)).toHaveLength(3);
  });
});
