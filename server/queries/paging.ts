import type { Page } from '../../shared/contract.js';

export function toPage<T>(records: T[], total: number, pageNo: number, pageSize: number): Page<T> {
  return { records, total, pages: Math.ceil(total / pageSize), pageNo, pageSize };
}

export function offsetOf(pageNo: number, pageSize: number): number {
  return (pageNo - 1) * pageSize;
}

/** escape % _ and \ so a search string matches literally inside LIKE … ESCAPE '\' */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
