import { clock } from './clock';

/** On an answer QA forced (a fault rule), not one of the contract's: the e2e contract check leaves it out. */
export const FORCED_FAULT_HEADER = 'X-Sandbox-Fault';

/**
 * QA's levers (docs/sandbox.md): force a call to fail, be slow or lose a field
 * without touching handlers. Rules are matched on method and path; `times`
 * limits how often a rule fires (default: every time).
 */
export interface FaultRule {
  /** HTTP method, e.g. "POST"; omitted = any. */
  method?: string;
  /** A path below /api/v1/, e.g. "auth/token/"; a trailing `*` matches any rest. */
  path: string;
  /** Answer with this status and `{"error": error}`. */
  status?: number;
  error?: string;
  /** Wait this long first (alone, it only slows the call down). */
  delayMs?: number;
  /**
   * Carry the call out at once and hold its answer back this long: the server did the work but the
   * answer is late (a client timeout's worst case; a retry with the same Idempotency-Key is replayed).
   */
  answerDelayMs?: number;
  /** Fail as a network error (no response at all). */
  network?: boolean;
  /**
   * Answer as usual but without this field, a dotted path into the body (`status`,
   * `results.0.price`): a malformed answer, which screens show as the generic error.
   */
  drop?: string;
  times?: number;
}

/**
 * Which backend the sandbox plays (mocks/profiles/): `full`, our whole contract (docs/api/), or
 * `minimal`, a backend that sends only what the spec documents and the app requires, in DRF's
 * own error shapes (mocks/README.md "The minimal profile").
 */
export const SANDBOX_PROFILES = ['full', 'minimal'] as const;
export type SandboxProfile = (typeof SANDBOX_PROFILES)[number];

export function isSandboxProfile(name: unknown): name is SandboxProfile {
  return SANDBOX_PROFILES.includes(name as SandboxProfile);
}

export interface ControlState {
  faults: FaultRule[];
  clockOffsetMs: number;
  /** Absent in a state saved before profiles existed: `full`. */
  profile?: SandboxProfile;
}

export const CONTROL_STORAGE_KEY = 'SANDBOX_CONTROL';

let control: ControlState = { faults: [], clockOffsetMs: 0 };
let persist: (state: ControlState) => void = () => undefined;

export function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** A copy of `body` without the field `path` names (dots between keys and list indexes); unchanged when there is none. */
export function withoutField(body: unknown, path: string): unknown {
  const copy: unknown = structuredClone(body);
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  const parent = keys.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    copy,
  );
  if (parent !== null && typeof parent === 'object') delete (parent as Record<string, unknown>)[last];
  return copy;
}

export const sandboxControl = {
  get state(): ControlState {
    return control;
  },
  /** Browser: keep the levers across reloads, like the data. */
  persistWith(load: () => ControlState | null, save: (state: ControlState) => void): void {
    control = load() ?? control;
    clock.setOffset(control.clockOffsetMs);
    persist = save;
  },
  fail(rule: FaultRule): void {
    control = { ...control, faults: [...control.faults, rule] };
    persist(control);
  },
  /** The backend the sandbox plays from the next call on; a reset keeps it (it is the backend, not its data). */
  setProfile(profile: SandboxProfile): void {
    control = { ...control, profile };
    persist(control);
  },
  get profile(): SandboxProfile {
    return control.profile ?? 'full';
  },
  setClockOffset(ms: number): void {
    control = { ...control, clockOffsetMs: ms };
    clock.setOffset(ms);
    persist(control);
  },
  clear(): void {
    control = { faults: [], clockOffsetMs: 0, ...(control.profile && { profile: control.profile }) };
    clock.setOffset(0);
    persist(control);
  },
  /** The rule that applies to this call, if any; counts it down. */
  take(method: string, path: string): FaultRule | undefined {
    const index = control.faults.findIndex(
      (rule) => (!rule.method || rule.method.toUpperCase() === method) && pathMatches(rule.path, path),
    );
    const rule = control.faults[index];
    if (!rule) return undefined;
    if (rule.times !== undefined) {
      const faults = [...control.faults];
      if (rule.times <= 1) faults.splice(index, 1);
      else faults[index] = { ...rule, times: rule.times - 1 };
      control = { ...control, faults };
      persist(control);
    }
    return rule;
  },
};
