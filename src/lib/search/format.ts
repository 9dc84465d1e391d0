/** Fills i18next-style `{{name}}` placeholders, for the messages islands receive as props. */
export function format(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}
