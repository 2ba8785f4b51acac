import { Head, Html, Main, NextScript } from 'next/document';
import { headCountryLookup } from '@/components/shell/country-preload-script';
import { LOGO_SRC } from '@/components/shell/Logo';
import { prePaintScript } from '@/components/shell/pre-paint-script';
import { DEFAULT_LANGUAGE, directionOf } from '@/locales/languages';
import { API_BASE_URL, API_PREFIX } from '@/services/config';

/** The backend's origin (live builds): its connection opens while the app's code downloads. */
const apiOrigin = API_BASE_URL ? new URL(API_BASE_URL).origin : null;
const countryLookup = headCountryLookup(API_BASE_URL, API_PREFIX);

export default function Document() {
  return (
    <Html lang={DEFAULT_LANGUAGE} dir={directionOf(DEFAULT_LANGUAGE)}>
      <Head>
        <script dangerouslySetInnerHTML={{ __html: prePaintScript() }} />
        {/* Live builds: the country lookup leaves with the HTML (after the language is set above). */}
        {countryLookup && <script dangerouslySetInnerHTML={{ __html: countryLookup }} />}
        {apiOrigin && <link rel="preconnect" href={apiOrigin} crossOrigin="anonymous" />}
        <link rel="icon" href={LOGO_SRC} type="image/svg+xml" />
        <meta name="theme-color" content="#4E89DE" />
      </Head>
      <body className="bg-white text-ink antialiased">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
