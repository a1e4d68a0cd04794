import { describe, expect, it } from 'vitest';
import { audioCompletion, unheard } from '../../../test/admin-reports';
import { CSV_BOM } from '../dashboard/csv';
import { audioCompletionCsv } from './completion-csv';

describe('audioCompletionCsv', () => {
  it('writes a header in Spanish and one row per audio, in the order given', () => {
    const text = audioCompletionCsv([
      audioCompletion({ name: 'Dormir profundo, "sin" ansiedad', durationSeconds: 1205.4 }),
      audioCompletion({ audioId: 'a2', name: '=Calma', durationSeconds: 600, ...unheard }),
    ]);
    expect(text.split('\r\n')).toEqual([
      `${CSV_BOM}"Audio","Duración (s)","Reproducciones","Oyentes","Finalizaciones","Tasa de finalización","Al 0 %","Al 10 %","Al 20 %","Al 30 %","Al 40 %","Al 50 %","Al 60 %","Al 70 %","Al 80 %","Al 90 %"`,
      '"Dormir profundo, ""sin"" ansiedad","1205","42","10","4","0.4","10","8","8","7","6","6","5","5","4","4"',
      `"'=Calma","600","0","0","0","","0","0","0","0","0","0","0","0","0","0"`,
      '',
    ]);
  });
});
