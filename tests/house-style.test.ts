// @vitest-environment node
import * as prettier from 'prettier';
import { lintPlanted } from './lint-hits';

/**
 * `npm run lint` holds one house style: Prettier's formatting (with Tailwind's class
 * order), one import order, and right-to-left by construction (logical utilities only,
 * DirectionalIcon for icons that follow the text). Each case plants a file at a real
 * path for a moment and expects the check to fire, or not.
 */
async function ruleHits(filePath: string, code: string, rule: string): Promise<string[]> {
  return (await lintPlanted(filePath, code))
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

const screen = (className: string) => `export function Planted() {\n  return <div className="${className}" />;\n}\n`;

describe('house style lint rules', () => {
  it.each([
    ['a physical margin', 'ml-2'],
    ['a physical padding behind a variant', 'flex tablet:pr-4'],
    ['a negative physical margin', '-mr-1'],
    ['a physical position', 'absolute left-0'],
    ['a physical text alignment', 'text-right'],
    ['a physical rounded corner', 'rounded-tl-lg'],
    ['a physical border', 'border-l-2'],
    ['an icon flipped by hand for Arabic', 'h-4 w-4 rtl:rotate-180'],
    ['an icon flipped by hand for English', 'ltr:-scale-x-100'],
  ])('refuses %s in a screen', async (_, className) => {
    expect(
      await ruleHits('components/ui/Planted.tsx', screen(className), 'house-style/logical-direction'),
    ).toHaveLength(1);
  });

  it('refuses a physical side in a template literal', async () => {
    const code = 'export const planted = (wide: boolean) => `flex ${wide ? "gap-4" : ""} pl-3`;\n';
    expect(await ruleHits('layouts/planted.ts', code, 'house-style/logical-direction')).toHaveLength(1);
  });

  it.each([
    ['logical margins, paddings and positions', 'ms-2 tablet:pe-4 -me-1 absolute start-0 end-2'],
    ['logical alignment, corners and borders', 'text-start text-end rounded-ss-lg border-s-2 rounded-e-full'],
    ['a rotation that is not about direction', 'rotate-180 transition'],
    ['words that only look like sides', 'leftover right-aligned-copy'],
  ])('allows %s', async (_, className) => {
    expect(await ruleHits('components/ui/Planted.tsx', screen(className), 'house-style/logical-direction')).toEqual([]);
  });

  it('refuses imports out of order', async () => {
    const code =
      "import { appStore } from '@/store/shared/app-store';\nimport { useState } from 'react';\nexport const x = [appStore, useState];\n";
    expect(await ruleHits('components/ui/Planted.tsx', code, 'import/order')).not.toEqual([]);
  });

  it('allows packages first, then ours, alphabetised', async () => {
    const code =
      "import { useState } from 'react';\nimport { paths } from '@/config/paths';\nimport { appStore } from '@/store/shared/app-store';\nexport const x = [appStore, paths, useState];\n";
    expect(await ruleHits('components/ui/Planted.tsx', code, 'import/order')).toEqual([]);
  });
});

describe('Prettier', () => {
  async function formatted(code: string, filepath: string): Promise<boolean> {
    const options = await prettier.resolveConfig(filepath);
    return prettier.check(code, { ...options, filepath });
  }

  it('refuses code that is not formatted, and Tailwind classes out of order', async () => {
    expect(await formatted("export const x = {a:1,b:'two'}\n", 'components/ui/planted.ts')).toBe(false);
    expect(await formatted('export const x = <div className="p-4 flex" />;\n', 'components/ui/Planted.tsx')).toBe(
      false,
    );
  });

  it('accepts the same code formatted', async () => {
    expect(await formatted("export const x = { a: 1, b: 'two' };\n", 'components/ui/planted.ts')).toBe(true);
    expect(await formatted('export const x = <div className="flex p-4" />;\n', 'components/ui/Planted.tsx')).toBe(true);
  });
});
