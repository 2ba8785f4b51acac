import { assertCan, TransitionRefused, type Actor, type Process } from '@/services/lifecycle/process';
import { fail } from '../../shared/http';

/*
 * The sandbox moves requests and offers only through services/lifecycle/, the table the
 * screens read too: a transition from the wrong state is a 409 with where the record
 * stands, one by the wrong party a 403.
 */

/** The state `transition` leads to from `state` when `actor` may perform it; else the refusal (409/403). */
export function step<State extends string, Name extends string>(
  process: Process<State, Name>,
  state: State,
  transition: Name,
  actor: Actor,
  refusal: string,
): State {
  try {
    return assertCan(process, state, transition, actor);
  } catch (error) {
    if (!(error instanceof TransitionRefused)) throw error;
    return error.reason === 'state'
      ? fail(409, { text: refusal })
      : fail(403, { text: `Only the ${process[transition].by.join(' or ')} can do this` });
  }
}
