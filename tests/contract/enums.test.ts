// @vitest-environment node
import { UPLOAD_PURPOSES } from '@/services/api/uploads';
import { CONTACT_TOPICS } from '@/services/content/content';
import { OFFER_OUTCOMES, OFFER_STATUSES } from '@/services/lifecycle/offer';
import { ACTORS } from '@/services/lifecycle/process';
import { REQUEST_STATUSES, WORK_SCOPES } from '@/services/lifecycle/request';
import { REPORT_REASONS } from '@/services/provider-profile/reports';
import { CLIENT_CRITERIA, PROVIDER_CRITERIA } from '@/services/reviews/ratings';
import { OFFER_COUNT_FILTERS, TIMINGS } from '@/services/shared/request-timing';
import { loadContract } from './openapi';

interface Node {
  [key: string]: unknown;
  enum?: unknown[];
  name?: string;
  schema?: Node;
  properties?: Record<string, Node>;
  required?: string[];
  oneOf?: Node[];
}

/** A node of docs/api/openapi.yaml by its path of keys. */
function at(...keys: string[]): Node {
  return keys.reduce<Node>((node, key) => node[key] as Node, loadContract().document as Node);
}

const schema = (name: string) => at('components', 'schemas', name);
const queryEnum = (path: string, method: string, name: string) =>
  (at('paths', path, method).parameters as Node[]).find((parameter) => parameter.name === name)?.schema
    ?.enum as unknown[];

/** The rules the app decides on (services/) and the document say the same values, in the same order. */
describe('the enums of docs/api/openapi.yaml are those of services/', () => {
  it.each([
    ['RequestStatus', () => schema('RequestStatus').enum, REQUEST_STATUSES],
    ['OfferStatus', () => schema('OfferStatus').enum, OFFER_STATUSES],
    ['OfferOutcome', () => schema('OfferOutcome').enum, OFFER_OUTCOMES],
    ['Offer.rejection_source', () => schema('Offer').properties!.rejection_source!.oneOf![0]!.enum, ACTORS],
    ['Timing', () => schema('Timing').enum, TIMINGS],
    [
      'jobs/opportunities offers_count',
      () => queryEnum('/jobs/opportunities/', 'get', 'offers_count'),
      OFFER_COUNT_FILTERS,
    ],
    ['jobs/scheduled scope', () => queryEnum('/jobs/scheduled/', 'get', 'scope'), WORK_SCOPES],
    ['ContactTopic', () => schema('ContactTopic').enum, CONTACT_TOPICS],
    ['ReportReason', () => schema('ReportReason').enum, REPORT_REASONS],
    [
      'RateClientBody',
      () => schema('RateClientBody').required!.filter((name) => name !== 'experience'),
      CLIENT_CRITERIA,
    ],
    [
      'RateProviderBody',
      () => schema('RateProviderBody').required!.filter((name) => name !== 'experience'),
      PROVIDER_CRITERIA,
    ],
    [
      'upload purpose',
      () =>
        at('paths', '/common/upload/image/', 'post', 'requestBody', 'content', 'multipart/form-data', 'schema')
          .properties!.purpose!.enum,
      UPLOAD_PURPOSES,
    ],
  ])('%s', (_name, documented, app) => {
    expect(documented()).toEqual([...app]);
  });
});
