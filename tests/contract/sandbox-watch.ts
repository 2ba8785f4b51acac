/**
 * Every answer the sandbox gives in vitest (handler tests and screen tests alike) is checked against
 * docs/api/openapi.yaml; tests/setup-app.ts fails the test that received one the document does not
 * describe. Answers a test makes up itself (`server.use(http.get(…))`, e.g. a malformed body fed to a
 * screen on purpose) do not go through the sandbox's `route()` and are not checked.
 */
import { watchAnswers } from '@/mocks/shared/http';
import { contractViolation, type Answer } from './openapi';

/** Read as they leave; checked after the test (the first check of a call compiles its schema: kept out of the test's timing). */
const pending: Promise<Answer>[] = [];

export function watchSandboxAnswers(): void {
  watchAnswers((request, response) => {
    const headers = Object.fromEntries(response.headers);
    pending.push(
      response
        .clone()
        .text()
        .then((body) => ({ method: request.method, url: request.url, status: response.status, body, headers })),
    );
  });
}

/** What differed from the document since the last call (and forget it). */
export async function takeContractViolations(): Promise<string[]> {
  const answers = await Promise.all(pending.splice(0));
  return answers.map(contractViolation).filter((violation): violation is string => violation !== null);
}
