/**
 * Previous Post / Next Post on the post page (docs/product.md §2 (News)): the posts before and after this
 * one in the list the visitor came from (same type and order as that list), wrapping around at
 * both ends. One post: none (the page says there are no more articles); two posts: both links
 * go to the other one.
 */

export interface Neighbours<T> {
  prev: T;
  next: T;
}

/** the neighbours of `list[index]` with wrap-around; null when the list has no other post */
export function neighbours<T>(list: readonly T[], index: number): Neighbours<T> | null {
  const n = list.length;
  if (n < 2 || !Number.isInteger(index) || index < 0 || index >= n) return null;
  return { prev: list[(index - 1 + n) % n]!, next: list[(index + 1) % n]! };
}

/** the neighbours of the item with this key (null when it is not in the list or is alone) */
export function neighboursOf<T>(list: readonly T[], key: (item: T) => string, value: string): Neighbours<T> | null {
  return neighbours(
    list,
    list.findIndex((item) => key(item) === value),
  );
}
