/** Table-driven checks: a function against a table of inputs and what it must give for each. */
import { expect } from 'vitest';

/** `fn(input)` equals (toEqual) the table's value for every input of the table; a failure names the input */
export function expectEach<T>(fn: (input: string) => T, table: Readonly<Record<string, T>>): void {
  for (const [input, expected] of Object.entries(table)) expect(fn(input), JSON.stringify(input)).toEqual(expected);
}
