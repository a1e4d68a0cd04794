import { describe, expect, it } from 'vitest';
import { foldSearchText, matchesSearch, searchWords } from './search.js';

describe('the catalogue search', () => {
  it('folds accents and capitals, ñ included', () => {
    expect(foldSearchText('No más Insomnio')).toBe('no mas insomnio');
    expect(foldSearchText('SUEÑO, Relajación')).toBe('sueno, relajacion');
  });

  it('takes the words people type, without punctuation or a tag’s #', () => {
    expect(searchWords('  #Sueño,  relajación ')).toEqual(['sueno', 'relajacion']);
    expect(searchWords('auto-estima')).toEqual(['auto', 'estima']);
    expect(searchWords(' ,# ')).toEqual([]);
  });

  it('finds each word in any field, whatever its accents or capitals', () => {
    const fields = [
      'Preparar la noche',
      'Un ritual sencillo',
      'sueño noche rutina',
      'No más insomnio',
      'Salud',
    ];
    expect(matchesSearch('insomnio', fields)).toBe(true);
    expect(matchesSearch('NO MAS INSOMNIO', fields)).toBe(true);
    expect(matchesSearch('sueno', fields)).toBe(true);
    expect(matchesSearch('salud ritual', fields)).toBe(true);
    expect(matchesSearch('insomnio ansiedad', fields)).toBe(false);
    expect(matchesSearch('', fields)).toBe(true);
    expect(matchesSearch('insomnio', [undefined, null, 'Duelo y paz'])).toBe(false);
  });
});
