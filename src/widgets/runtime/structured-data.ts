/**
 * JSON for a <script type="application/ld+json">, written without JSON.stringify of objects or arrays: old
 * libraries (Prototype.js) patch Array.prototype.toJSON, which makes JSON.stringify write every array as a
 * string. Strings, numbers and booleans are primitives, which JSON.stringify never asks for toJSON. `<` is
 * escaped so no value can end the script element.
 */
export function toJsonLd(value: unknown): string {
  return serialize(value).replace(/</g, '\\u003c');
}

function serialize(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return JSON.stringify(value);
  if (value === null || typeof value !== 'object') return 'null';
  if (Array.isArray(value)) {
    const items: string[] = [];
    for (let index = 0; index < value.length; index++) items.push(serialize(value[index]));
    return `[${items.join(',')}]`;
  }
  const members: string[] = [];
  for (const key of Object.keys(value)) {
    const member = (value as Record<string, unknown>)[key];
    if (member !== undefined && typeof member !== 'function')
      members.push(`${JSON.stringify(key)}:${serialize(member)}`);
  }
  return `{${members.join(',')}}`;
}

const MARK = 'data-localboost-ld';

/** Keeps one JSON-LD script among the placeholder's children, or none when `data` is null. */
export function writeStructuredData(host: HTMLElement, data: object | null): void {
  let script: HTMLScriptElement | null = null;
  for (let index = 0; index < host.children.length; index++) {
    const child = host.children[index];
    if (child instanceof HTMLScriptElement && child.hasAttribute(MARK)) script = child;
  }
  if (!data) {
    script?.remove();
    return;
  }
  if (!script) {
    script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(MARK, '');
    host.appendChild(script);
  }
  const json = toJsonLd(data);
  if (script.textContent !== json) script.textContent = json;
}
