import { describe, expect, it } from 'vitest';
import { FALLBACK_EXPORT_NAME, exportFileName } from './file-name';

describe('the export’s file name', () => {
  it('is the one the server gives', () => {
    expect(exportFileName('attachment; filename="sanarte-mis-datos-2026-11-24.json"')).toBe(
      'sanarte-mis-datos-2026-11-24.json',
    );
    expect(exportFileName('attachment; filename=sanarte-mis-datos-2026-11-24.json; size=10')).toBe(
      'sanarte-mis-datos-2026-11-24.json',
    );
  });

  it('prefers the encoded form, decoded', () => {
    expect(
      exportFileName(`attachment; filename="datos.json"; filename*=UTF-8''mis%20datos%20%C3%B1.json`),
    ).toBe('mis datos ñ.json');
  });

  it('keeps only a plain name: no folders, no control characters', () => {
    expect(exportFileName('attachment; filename="../../etc/datos.json"')).toBe('datos.json');
    expect(exportFileName('attachment; filename="a\\\\b\u0007.json"')).toBe('b.json');
  });

  it('falls back when there is no usable name', () => {
    expect(exportFileName(null)).toBe(FALLBACK_EXPORT_NAME);
    expect(exportFileName('attachment')).toBe(FALLBACK_EXPORT_NAME);
    expect(exportFileName('attachment; filename=""')).toBe(FALLBACK_EXPORT_NAME);
    expect(FALLBACK_EXPORT_NAME).toBe('sanarte-mis-datos.json');
  });
});
