import { es } from '@sanarte/shared';
import type { Storage } from '../../adapters/storage/types.js';
import { AppError } from '../../lib/errors.js';
import { AVATAR_WIDTHS, copyKey, resizedCopies } from '../../lib/images.js';
import type { UserRow } from '../users/users.repository.js';
import type { UsersService } from '../users/users.service.js';

export interface ProfileDeps {
  /** The users module: the accounts, and the user answer. */
  users: Pick<UsersService, 'update' | 'profile'>;
  /** Where profile photos are kept. */
  storage: Storage;
}

/** The signed-in user's own name, last name and profile photo. */
export function profileService(d: ProfileDeps) {
  /** Deletes a profile photo this service stored (other URLs, such as Google's, are left alone). */
  async function forgetAvatar(avatarUrl: string | null) {
    const key = avatarUrl ? d.storage.keyFromUrl(avatarUrl) : null;
    if (!key?.startsWith('avatars/')) return;
    // The photo and its resized copies.
    for (const k of [key, ...AVATAR_WIDTHS.map((w) => copyKey(key, w))])
      await d.storage.delete(k).catch(() => false);
  }

  async function updateProfile(
    user: UserRow,
    input: { name: string; lastName: string; avatarImage?: string | undefined },
  ) {
    let avatarUrl: string | undefined;
    let avatarSrcset = '';
    if (input.avatarImage) {
      const m = /^data:image\/(png|jpeg|webp|gif);base64,(.+)$/.exec(input.avatarImage);
      if (!m?.[1] || !m[2]) throw new AppError(400, es.panel.profileError);
      const bytes = Buffer.from(m[2], 'base64');
      const ext = m[1] === 'jpeg' ? 'jpg' : m[1];
      if (!looksLikeImage(bytes, m[1])) throw new AppError(400, es.panel.profileError);
      const key = `avatars/${user.id}_${Date.now()}.${ext}`;
      await d.storage.put(key, bytes, `image/${m[1]}`);
      avatarUrl = d.storage.publicUrl(key);
      avatarSrcset = await resizedCopies(d.storage, avatarUrl, AVATAR_WIDTHS, bytes);
    }
    const updated = await d.users.update(user.id, {
      name: input.name,
      lastName: input.lastName,
      ...(avatarUrl ? { avatarUrl, avatarSrcset } : {}),
    });
    if (!updated) throw new AppError(404, es.errors.notFound);
    // The photo it replaces is not kept (a photo is personal data).
    if (avatarUrl && user.avatarUrl) await forgetAvatar(user.avatarUrl);
    return updated;
  }

  return {
    forgetAvatar,

    /** Name, last name and avatar; answers the user. */
    changeProfile: async (user: UserRow, input: Parameters<typeof updateProfile>[1]) =>
      d.users.profile(await updateProfile(user, input)),
  };
}
export type ProfileService = ReturnType<typeof profileService>;

/** Checks the magic bytes of an uploaded image against its declared type. */
function looksLikeImage(bytes: Buffer, type: string): boolean {
  if (bytes.length < 12) return false;
  switch (type) {
    case 'png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'gif':
      return bytes.subarray(0, 4).toString('ascii') === 'GIF8';
    case 'webp':
      return (
        bytes.subarray(0, 4).toString('ascii') === 'RIFF' &&
        bytes.subarray(8, 12).toString('ascii') === 'WEBP'
      );
    default:
      return false;
  }
}
