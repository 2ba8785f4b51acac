import { Head, Html, Main, NextScript } from 'next/document';
import { prePaintScript } from '@/components/shell/pre-paint-script';
import { DEFAULT_LANGUAGE, directionOf } from '@/locales/languages';

export default function Document() {
  return (
    <Html lang={DEFAULT_LANGUAGE} dir={directionOf(DEFAULT_LANGUAGE)}>
      <Head>
        <script dangerouslySetInnerHTML={{ __html: prePaintScript() }} />
        <link rel="icon" href="/logo.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#4E89DE" />
      </Head>
      <body className="bg-white text-ink antialiased">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
