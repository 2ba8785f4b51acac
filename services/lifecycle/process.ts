/**
 * A lifecycle as data, like a transaction process definition: named transitions, each
 * with the states it leaves from, the state it leads to, and who may perform it. The
 * request and offer processes (request.ts, offer.ts) are written in this shape; screens
 * derive their buttons from it and the sandbox moves records through it.
 */
export type Actor = 'client' | 'provider' | 'system';

export const ACTORS: readonly Actor[] = ['client', 'provider', 'system'];

export interface Transition<State extends string> {
  from: readonly State[];
  to: State;
  by: readonly Actor[];
}

export type Process<State extends string, Name extends string> = Readonly<Record<Name, Transition<State>>>;

/** The state after `transition`, or null when it does not start from `state` or `actor` may not perform it. */
export function nextState<State extends string, Name extends string>(
  process: Process<State, Name>,
  state: State,
  transition: Name,
  actor: Actor,
): State | null {
  const step = process[transition];
  return step.from.includes(state) && step.by.includes(actor) ? step.to : null;
}

/** Every transition `actor` may perform from `state` (the buttons a screen shows). */
export function transitionsFrom<State extends string, Name extends string>(
  process: Process<State, Name>,
  state: State,
  actor: Actor,
): Name[] {
  return (Object.keys(process) as Name[]).filter((name) => nextState(process, state, name, actor) !== null);
}

/** A transition refused: `reason` tells whether the state or the actor was wrong. */
export class TransitionRefused<State extends string = string, Name extends string = string> extends Error {
  constructor(
    readonly state: State,
    readonly transition: Name,
    readonly actor: Actor,
    readonly reason: 'state' | 'actor',
  ) {
    super(`${actor} may not ${transition} from ${state} (${reason})`);
    this.name = 'TransitionRefused';
  }
}

/** The state after `transition`, or a `TransitionRefused` thrown. */
export function assertCan<State extends string, Name extends string>(
  process: Process<State, Name>,
  state: State,
  transition: Name,
  actor: Actor,
): State {
  const step = process[transition];
  if (!step.from.includes(state)) throw new TransitionRefused(state, transition, actor, 'state');
  if (!step.by.includes(actor)) throw new TransitionRefused(state, transition, actor, 'actor');
  return step.to;
}
