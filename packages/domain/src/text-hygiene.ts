/**
 * Characters no text field may hold: NUL, which PostgreSQL cannot store in text, and lone
 * UTF-16 surrogates, which have no UTF-8 form (one engine refuses them, the other silently
 * turns them into U+FFFD). With the `u` flag a paired surrogate is one code point, so \p{Cs}
 * matches only the lone ones.
 */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSAFE = /[\u0000\p{Cs}]/u;

export function hasUnsafeCharacters(text: string): boolean {
  return UNSAFE.test(text);
}

/** JSON bodies nest no deeper than this; the deepest real body (an application) needs 4. */
export const MAX_JSON_DEPTH = 64;

/**
 * The path ('a.b.0') of the first string, or object key, in a parsed JSON value, query or
 * params that holds an unsafe character; undefined when all are clean. Iterative, so a
 * deeply nested value cannot overflow the stack.
 */
export function findUnsafeText(value: unknown): string | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasUnsafeCharacters(current)) return path || '_';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: join(path, index) }));
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (hasUnsafeCharacters(key)) return path || '_';
        stack.push({ value: item, path: join(path, key) });
      }
    }
  }
  return undefined;
}

function join(path: string, key: string | number): string {
  return path ? `${path}.${key}` : String(key);
}

/**
 * The nesting depth of a JSON text, counted on the raw characters before parsing so that a
 * hostile body is refused before anything walks it recursively.
 */
export function jsonDepthExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth -= 1;
    }
  }
  return false;
}
