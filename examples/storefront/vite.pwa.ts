import { PNG } from 'pngjs';

import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

// The theme tokens alone (the file imports nothing): the config runs in Node, without the kit's
// React and styled-components.
import {
  bottegaTheme,
  defaultTheme,
  type CarrelloTheme,
} from '../../packages/ui/src/theme/tokens.ts';

/**
 * The installable storefront: the web app manifest, the icons drawn at build time
 * (no files to keep in sync with the brand, no CDN), the Italian offline page and the service
 * worker of `src/sw.ts`, built by vite-plugin-pwa's `injectManifest` with the list of files to
 * precache. The page registers the worker itself (`src/app/service-worker.ts`) and a new worker
 * takes over only when the shopper confirms the update dialog.
 */

const BRANDS = {
  carrello: { name: 'Carrello', theme: defaultTheme },
  bottega: { name: 'Bottega', theme: bottegaTheme },
} as const;

/** The brand of the build, as `src/app/brand.ts` picks it (`VITE_CARRELLO_BRAND`). */
function buildBrand() {
  const key = process.env.VITE_CARRELLO_BRAND ?? 'carrello';
  return key in BRANDS ? BRANDS[key as keyof typeof BRANDS] : BRANDS.carrello;
}

/** The Italian page the service worker shows for a page asked for offline. */
const OFFLINE_PAGE = 'offline.html';

// ---------------------------------------------------------------------------------------------
// Icons: the favicon's cart drawn on the brand colour, as PNG (the manifest needs 192 and 512
// px raster icons; the maskable one keeps the drawing inside the central safe zone).

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

/** Encodes RGBA pixels (row by row) as a PNG file. */
function encodePng(size: number, rgba: Uint8Array): Buffer {
  const png = new PNG({ width: size, height: size });
  png.data = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  return PNG.sync.write(png, { deflateLevel: 9 });
}

/** The favicon's drawing in its 32-unit box: the cart's outline and its two wheels. */
const CART_PATH: [number, number][] = [
  [7, 9],
  [10, 9],
  [13, 20],
  [23, 20],
  [25, 12],
  [12, 12],
];
const CART_WHEELS: [number, number][] = [
  [14, 24],
  [22, 24],
];

function distanceToSegment(px: number, py: number, a: [number, number], b: [number, number]) {
  const [ax, ay] = a;
  const [bx, by] = b;
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * Draws the icon: the brand colour (a rounded square, or the full square for a maskable icon)
 * and the cart in white, anti-aliased by the pixel's distance to each stroke.
 */
function drawIcon(size: number, colour: string, { maskable = false } = {}): Buffer {
  const [r, g, b] = rgbOf(colour);
  // The drawing's 32-unit box: the whole icon, or its central 60% for a maskable one.
  const scale = (size * (maskable ? 0.6 : 1)) / 32;
  const offset = maskable ? size * 0.2 : 0;
  const radius = maskable ? 0 : 6 * scale;
  const rgba = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const cx = x + 0.5;
      const cy = y + 0.5;
      // Rounded-square coverage.
      const qx = Math.max(radius - cx, cx - (size - radius), 0);
      const qy = Math.max(radius - cy, cy - (size - radius), 0);
      const background = radius ? Math.max(0, Math.min(1, radius - Math.hypot(qx, qy) + 0.5)) : 1;
      // The cart, in drawing units.
      const ux = (cx - offset) / scale;
      const uy = (cy - offset) / scale;
      let stroke = Infinity;
      for (let i = 1; i < CART_PATH.length; i++)
        stroke = Math.min(stroke, distanceToSegment(ux, uy, CART_PATH[i - 1]!, CART_PATH[i]!));
      const line = Math.max(0, Math.min(1, (1.2 - stroke) * scale + 0.5));
      const wheel = Math.max(
        ...CART_WHEELS.map(([wx, wy]) =>
          Math.max(0, Math.min(1, (1.8 - Math.hypot(ux - wx, uy - wy)) * scale + 0.5)),
        ),
      );
      const white = Math.max(line, wheel);
      const i = (y * size + x) * 4;
      rgba[i] = Math.round(r + (255 - r) * white);
      rgba[i + 1] = Math.round(g + (255 - g) * white);
      rgba[i + 2] = Math.round(b + (255 - b) * white);
      rgba[i + 3] = Math.round(255 * background);
    }
  }
  return encodePng(size, rgba);
}

const ICONS = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/icon-maskable-512.png', size: 512, maskable: true },
  { file: 'icons/apple-touch-icon.png', size: 180, maskable: true },
] as const;

// ---------------------------------------------------------------------------------------------
// The offline page: static HTML and its style sheet (the server's policy allows no inline style
// without the answer's nonce, which a cached page cannot carry), no script.

function offlinePage(name: string): string {
  return `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Sei offline – ${name}</title>
    <link rel="icon" href="/icons/icon-192.png" />
    <link rel="stylesheet" href="/offline.css" />
  </head>
  <body>
    <main>
      <img src="/icons/icon-192.png" alt="" width="72" height="72" />
      <h1>Sei offline</h1>
      <p>Non riusciamo a raggiungere ${name}: controlla la connessione a internet e riprova.</p>
      <p>Il carrello è al sicuro: lo ritrovi com’era appena torni online.</p>
      <a href="/">Riprova</a>
    </main>
  </body>
</html>
`;
}

function offlineStyles(theme: CarrelloTheme): string {
  const { colors } = theme;
  return `body{margin:0;min-height:100vh;display:grid;place-items:center;background:${colors.background};color:${colors.text};font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5}
main{max-width:28rem;padding:2rem 1.5rem;text-align:center}
h1{margin:1rem 0 .5rem;font-size:1.5rem}
p{margin:0 0 .75rem}
a{display:inline-block;margin-top:.75rem;padding:.75rem 1.5rem;border-radius:8px;background:${colors.primary};color:${colors.onPrimary};font-weight:700;text-decoration:none}
a:focus-visible{outline:3px solid ${colors.focus};outline-offset:3px}
`;
}

/** Emits the icons, the offline page and its style sheet into the build. */
function appShellFiles(): Plugin {
  return {
    name: 'carrello:app-shell-files',
    apply: 'build',
    generateBundle() {
      const { name, theme } = buildBrand();
      for (const icon of ICONS)
        this.emitFile({
          type: 'asset',
          fileName: icon.file,
          source: drawIcon(icon.size, theme.colors.primary, { maskable: icon.maskable }),
        });
      this.emitFile({ type: 'asset', fileName: OFFLINE_PAGE, source: offlinePage(name) });
      this.emitFile({ type: 'asset', fileName: 'offline.css', source: offlineStyles(theme) });
    },
  };
}

/** The web app manifest: Italian, in the brand's colour, portrait. */
function manifest(): Partial<ManifestOptions> {
  const { name, theme } = buildBrand();
  return {
    id: '/',
    name: `${name} – la spesa online`,
    short_name: name,
    description: 'La spesa online con consegna a domicilio e ritiro in negozio.',
    lang: 'it',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: theme.colors.primary,
    background_color: theme.colors.background,
    categories: ['shopping', 'food'],
    icons: ICONS.filter((icon) => icon.file !== 'icons/apple-touch-icon.png').map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.maskable ? 'maskable' : 'any',
    })),
  };
}

/**
 * The storefront's PWA plugins. Off in the first-load chunk's trial build (`vite.config.ts`),
 * which only reads the bundle's modules.
 */
export function storefrontPwa(): Plugin[] {
  const trial = Boolean(process.env.CARRELLO_FIRST_LOAD_TRIAL);
  return [
    appShellFiles(),
    ...VitePWA({
      disable: trial,
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The page registers the worker itself, after its first render (src/app/service-worker.ts).
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      manifest: manifest(),
      includeManifestIcons: false,
      injectManifest: {
        // The shell's files and hashed assets; never index.html (pages come from the server, each
        // time: it renders them), nor the compressed copies and source maps.
        globPatterns: ['**/*.{js,css,png,svg,webmanifest}', OFFLINE_PAGE],
        globIgnores: ['**/*.map', '**/*.br', '**/*.gz', 'index.html', 'sw.js'],
        // Vite's file names carry their content hash: no revision needed.
        dontCacheBustURLsMatching: /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ];
}
