/// <reference types="astro/client" />

/**
 * PUBLIC_API_BASE, fixed at build time: the gateway's base address when it is not derived from
 * the page host (DESIGN §5). Undefined or blank means "derive it".
 */
export function publicApiBase(): string | undefined {
  const value: unknown = import.meta.env.PUBLIC_API_BASE;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
