/** test helper: the importer fixtures (tests/fixtures/import) as bytes */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FIXTURES = fileURLToPath(new URL('../../tests/fixtures/import/', import.meta.url));
export const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(FIXTURES + name));
export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
