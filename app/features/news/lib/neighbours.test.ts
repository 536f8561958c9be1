import { describe, expect, it } from 'vitest';
import { neighbours, neighboursOf } from './neighbours';

describe('neighbours: Previous Post / Next Post with wrap-around', () => {
  it('one post: none (the page says there are no more articles)', () => {
    expect(neighbours(['a'], 0)).toBeNull();
    expect(neighboursOf([{ id: 'a' }], (p) => p.id, 'a')).toBeNull();
  });

  it('two posts: both links go to the other one', () => {
    expect(neighbours(['a', 'b'], 0)).toEqual({ prev: 'b', next: 'b' });
    expect(neighbours(['a', 'b'], 1)).toEqual({ prev: 'a', next: 'a' });
  });

  it('three posts: the ones before and after, wrapping at both ends', () => {
    const list = ['a', 'b', 'c'];
    expect(neighbours(list, 0)).toEqual({ prev: 'c', next: 'b' });
    expect(neighbours(list, 1)).toEqual({ prev: 'a', next: 'c' });
    expect(neighbours(list, 2)).toEqual({ prev: 'b', next: 'a' });
  });

  it('many posts: following Next from any post visits every post once and comes back', () => {
    const list = Array.from({ length: 13 }, (_, i) => ({ newsCd: `N${i}` }));
    for (const start of [0, 6, 12]) {
      const seen: string[] = [];
      let at = list[start]!.newsCd;
      do {
        seen.push(at);
        at = neighboursOf(list, (n) => n.newsCd, at)!.next.newsCd;
      } while (at !== list[start]!.newsCd);
      expect(new Set(seen).size).toBe(13);
    }
    // Previous undoes Next
    for (const item of list) {
      const next = neighboursOf(list, (n) => n.newsCd, item.newsCd)!.next;
      expect(neighboursOf(list, (n) => n.newsCd, next.newsCd)!.prev).toBe(item);
    }
  });

  it('a post that is not in the list, or a bad index, has none', () => {
    expect(neighboursOf([{ id: 'a' }, { id: 'b' }], (p) => p.id, 'z')).toBeNull();
    expect(neighbours(['a', 'b'], -1)).toBeNull();
    expect(neighbours(['a', 'b'], 2)).toBeNull();
    expect(neighbours(['a', 'b'], 0.5)).toBeNull();
    expect(neighbours([], 0)).toBeNull();
  });
});
