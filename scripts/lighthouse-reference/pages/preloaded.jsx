import Head from 'next/head';
import Home from './index';

// The plain start with the country call sent from the HTML's head, as the app's live build does
// (components/shell/country-preload-script.ts): the lookup leaves while the code downloads, and the
// start takes its answer (../api.js). scripts/lighthouse.mjs shows its score beside the app's.
const PRELOAD = `window.__countryLookup=fetch(${JSON.stringify(`${process.env.NEXT_PUBLIC_API_BASE_URL}/api/v1/common/country-by-code-name/jo`)},{headers:{'Accept-Language':'ar-JO'}}).then(function(r){return r.ok?r.json():null}).catch(function(){return null});`;

export default function Preloaded() {
  return (
    <>
      <Head>
        <script dangerouslySetInnerHTML={{ __html: PRELOAD }} />
      </Head>
      <Home />
    </>
  );
}
