import Document, { Head, Html, Main, NextScript } from 'next/document';

// The country call sent from the HTML's head, on /preloaded, /sign-in and /home only, as the app's live build sends it
// (components/shell/country-preload-script.ts): the start takes its answer (../api.js).
const PRELOAD = `window.__countryLookup=fetch(${JSON.stringify(`${process.env.NEXT_PUBLIC_API_BASE_URL}/api/v1/common/country-by-code-name/jo`)},{headers:{'Accept-Language':'ar-JO'}}).then(function(r){return r.ok?r.json():null}).catch(function(){return null});`;

export default class PlainDocument extends Document {
  render() {
    const preloaded = ['/preloaded', '/sign-in', '/home'].includes(this.props.__NEXT_DATA__.page);
    return (
      <Html lang="ar" dir="rtl">
        <Head>{preloaded && <script dangerouslySetInnerHTML={{ __html: PRELOAD }} />}</Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
