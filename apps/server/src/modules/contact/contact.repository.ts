import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';

export function contactRepository(db: Db) {
  return {
    async insert(row: { name: string; email: string; message: string; ip: string }) {
      await db.insert(contactMessages).values(row);
    },
  };
}
export type ContactRepository = ReturnType<typeof contactRepository>;
