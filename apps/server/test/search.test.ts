import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { containsPattern, foldForSearch } from '../src/lib/search.js';
import { testDatabase } from './database.js';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database?.close());

const SAMPLE = 'ÁÀÂÄÃÅĀáàâäãåā ÉÈÊËĒéèêëē ÍÌÎÏĪíìîïī ÓÒÔÖÕŌóòôöõō ÚÙÛÜŪúùûüū ÑñÇçÝýÿ Íñigo Peña ßøæ';

describe('accent-insensitive search', () => {
  it('folds text in the server as sanarte_fold does in the database', async () => {
    expect(foldForSearch('Íñigo PEÑA, Begoña Ríos')).toBe('inigo pena, begona rios');
    const res = (await database.db.execute(sql`select sanarte_fold(${SAMPLE}) as folded`)) as unknown as {
      rows: { folded: string }[];
    };
    expect(res.rows[0]?.folded).toBe(foldForSearch(SAMPLE));
  });

  it('escapes LIKE wildcards in the searched text', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it("keeps each user's search text in the database, refolded on every write", async () => {
    const email = `busqueda-${Date.now()}@sanarte.test`;
    const text = async () => {
      const res = (await database.db.execute(
        sql`select search_text from users where email = ${email}`,
      )) as unknown as { rows: { search_text: string }[] };
      return res.rows[0]?.search_text;
    };
    await database.db.execute(
      sql`insert into users (name, last_name, email) values ('Íñigo', 'Peña Ríos', ${email})`,
    );
    expect(await text()).toBe(`inigo pena rios ${email}`);
    await database.db.execute(sql`update users set name = 'Begoña' where email = ${email}`);
    expect(await text()).toBe(`begona pena rios ${email}`);
    await database.db.execute(sql`delete from users where email = ${email}`);
  });
});
