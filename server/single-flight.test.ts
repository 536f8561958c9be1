import { describe, expect, it } from 'vitest';
import { SingleFlight } from './single-flight.js';

const later = () => {
  let resolve!: (v: string) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('SingleFlight', () => {
  it('makes an answer once for concurrent callers of a key, and anew once it is made', async () => {
    const flights = new SingleFlight<string>();
    let made = 0;
    const gate = later();
    const make = () => {
      made++;
      return gate.promise;
    };
    const all = Array.from({ length: 100 }, () => flights.run('k', make));
    expect(flights.size).toBe(1);
    gate.resolve('answer');
    expect(await Promise.all(all)).toEqual(Array(100).fill('answer'));
    expect(made).toBe(1);
    expect(flights.joined).toBe(99);
    expect(flights.size).toBe(0);
    expect(await flights.run('k', async () => 'again')).toBe('again');
  });

  it('keeps keys apart', async () => {
    const flights = new SingleFlight<string>();
    const [a, b] = await Promise.all([flights.run('a', async () => 'A'), flights.run('b', async () => 'B')]);
    expect([a, b]).toEqual(['A', 'B']);
  });

  it('gives every caller the error of the one making, and the next call makes anew', async () => {
    const flights = new SingleFlight<string>();
    const gate = later();
    let made = 0;
    const all = Array.from({ length: 10 }, () =>
      flights.run('k', () => {
        made++;
        return gate.promise;
      }),
    );
    gate.reject(new Error('boom'));
    const settled = await Promise.allSettled(all);
    expect(settled.every((s) => s.status === 'rejected' && (s.reason as Error).message === 'boom')).toBe(true);
    expect(made).toBe(1);
    expect(await flights.run('k', async () => 'fine')).toBe('fine');
  });

  it('a making that throws at once is an error of every caller, not a throw of run', async () => {
    const flights = new SingleFlight<string>();
    const p = flights.run('k', () => {
      throw new Error('sync');
    });
    await expect(p).rejects.toThrow('sync');
    expect(flights.size).toBe(0);
  });
});
