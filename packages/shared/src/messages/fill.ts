/** Fills `{key}` placeholders of a message: fill('{count} elemento(s)', { count: 3 }); unknown keys stay. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
