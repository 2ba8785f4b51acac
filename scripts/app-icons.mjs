// The installed app's icons (public/icons/*.png, committed), drawn from public/logo.svg with sharp
// (a devDependency, the same version Next's image optimiser installs): no CDN, no design tool.
// Run after the logo changes: `node scripts/app-icons.mjs`. The web app manifests
// (public/manifest.*.webmanifest) and pages/_document.tsx name these files.
//
// - icon-192.png, icon-512.png ("any"): the logo on a transparent square, 90 % wide;
// - icon-maskable-512.png ("maskable"): full-bleed client blue, the logo 56 % wide, inside the
//   centre circle of 80 % that every platform's mask keeps (the maskable icon's safe zone);
// - apple-touch-icon-180.png: iOS fills transparency with black, so the logo on white, 80 % wide.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const root = join(import.meta.dirname, '..');
const logo = readFileSync(join(root, 'public/logo.svg'));
const CLIENT_BLUE = '#4E89DE';
mkdirSync(join(root, 'public/icons'), { recursive: true });
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

const ICONS = [
  { file: 'icon-192.png', size: 192, width: 0.9, background: TRANSPARENT },
  { file: 'icon-512.png', size: 512, width: 0.9, background: TRANSPARENT },
  { file: 'icon-maskable-512.png', size: 512, width: 0.56, background: CLIENT_BLUE },
  { file: 'apple-touch-icon-180.png', size: 180, width: 0.8, background: '#FFFFFF' },
];

for (const { file, size, width, background } of ICONS) {
  const logoWidth = Math.round(size * width);
  // The SVG is 48 px wide: rasterise it at twice the target's density, then scale down.
  const drawn = await sharp(logo, { density: Math.ceil(72 * (logoWidth / 48) * 2) })
    .resize({ width: logoWidth })
    .png()
    .toBuffer();
  const { height = logoWidth } = await sharp(drawn).metadata();
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: drawn, left: Math.round((size - logoWidth) / 2), top: Math.round((size - height) / 2) }])
    .png({ compressionLevel: 9 })
    .toFile(join(root, 'public/icons', file));
  console.log(`public/icons/${file}: ${size}×${size}`);
}
