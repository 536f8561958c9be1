/**
 * What a console form's action answers when it refuses a submission (app/console/lib/edits.ts
 * `Refused`: the form it goes back to, what was typed, the problem), checked in one call: the
 * status, and of the refusal only what the test names.
 */
import { expect } from 'vitest';
import type { Refused } from '../../app/console/lib/edits';
import type { FieldError, ProblemKind } from '../../app/console/lib/forms';
import type { RouteOutcome } from './console-route.js';

export interface RefusalExpected {
  /** the problem's kind ('stale', 'forbidden', 'invalid' …) */
  kind?: ProblemKind;
  /** the form the refusal goes back to (a row's id, a post's or a class's code) */
  target?: string;
  /** field → its error, each exactly */
  errors?: Record<string, FieldError>;
  /** field → what was typed in it, each kept as typed */
  kept?: Record<string, string>;
}

/** checks that `out` is a refusal with `status` and what `expected` names; the refusal, for further checks */
export function expectRefused(
  out: RouteOutcome<{ refused: Refused }>,
  status: number,
  expected: RefusalExpected = {},
): Refused {
  expect(out.status).toBe(status);
  const refused = out.data!.refused;
  if (expected.kind) expect(refused.problem.kind).toBe(expected.kind);
  if (expected.target !== undefined) expect(refused.target).toBe(expected.target);
  for (const [name, error] of Object.entries(expected.errors ?? {}))
    expect(refused.problem.errors[name]).toEqual(error);
  for (const [name, value] of Object.entries(expected.kept ?? {})) expect(refused.values[name]).toBe(value);
  return refused;
}
