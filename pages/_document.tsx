import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { headCountryLookup } from '@/components/shell/country-preload-script';
import { fontWarmupScript } from '@/components/shell/font-warmup-script';
import { prePaintScript } from '@/components/shell/pre-paint-script';
import { translationPreloadScript } from '@/components/shell/translation-preload-script';
import { LOGO_SRC } from '@/components/ui/logo-file';
import { APPLE_TOUCH_ICON, MANIFEST_COLOURS } from '@/config/app-manifest';
import { routeNamespaces } from '@/config/route-namespaces';
import { DEFAULT_LANGUAGE, directionOf } from '@/locales/languages';
import { API_BASE_URL, API_PREFIX } from '@/services/api/config';

/** The backend's origin (live builds): its connection opens while the app's code downloads. */
const apiOrigin = API_BASE_URL ? new URL(API_BASE_URL).origin : null;
const countryLookup = headCountryLookup(API_BASE_URL, API_PREFIX);

/** Each page's HTML is written at build time from its route alone (`__NEXT_DATA__.page`, e.g. `/clients/offers/[offerId]`). */
export default function Document({ __NEXT_DATA__: { page } }: DocumentProps) {
  return (
    <Html lang={DEFAULT_LANGUAGE} dir={directionOf(DEFAULT_LANGUAGE)}>
      <Head>
        {/* No manifest link here: it is added once the first screen has painted (components/shell/later-loads.ts). */}
        <script dangerouslySetInnerHTML={{ __html: prePaintScript() }} />
        {/* Live builds: the country lookup leaves with the HTML (after the language is set above). */}
        {countryLookup && <script dangerouslySetInnerHTML={{ __html: countryLookup }} />}
        {apiOrigin && <link rel="preconnect" href={apiOrigin} crossOrigin="anonymous" />}
        <link rel="icon" href={LOGO_SRC} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />
        <meta name="theme-color" content={MANIFEST_COLOURS.theme} />
      </Head>
      <body className="bg-white text-ink antialiased">
        {/* The page's faces and translations, after Next's script tags in the head: a high-priority request before
            them would hold the shared chunk back (Chromium loads one low-priority script at a time until the body).
            One script for both: the page's policy carries one hash for them. */}
        <script
          dangerouslySetInnerHTML={{ __html: fontWarmupScript() + translationPreloadScript(routeNamespaces(page)) }}
        />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
