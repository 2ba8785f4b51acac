// @vitest-environment node
import { screenViewOf } from './screen';

describe('screenViewOf', () => {
  it.each([
    [320, 'mobile'],
    [375, 'mobile'],
    [640, 'mobile'],
    [641, 'tablet'],
    [1024, 'tablet'],
    [1279, 'tablet'],
    [1280, 'desktop'],
    [1920, 'desktop'],
  ])('%i px is %s', (width, view) => {
    expect(screenViewOf(width)).toBe(view);
  });
});
