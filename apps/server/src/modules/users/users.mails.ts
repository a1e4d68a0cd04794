import { ROLE_LABELS, type Role } from '@sanarte/shared';
import type { MailMessage } from '../mail/mail.service.js';

/** How long an invitation link stays valid: long enough for a weekend away. */
export const INVITE_TTL_HOURS = 72;

/** E-mails of the back-office's account management, in Spanish, with links built from PUBLIC_URL. */
export const usersMails = {
  /** A new account made by staff: the person chooses the password; nobody else ever sees it. */
  invitation(to: string, name: string, role: Role, url: string): MailMessage {
    return {
      to,
      kind: 'invite',
      subject: 'Te damos la bienvenida a Sanarte: elige tu contraseña',
      paragraphs: [
        `Hola, ${name}:`,
        `Te hemos creado una cuenta en Sanarte con el rol «${ROLE_LABELS[role] ?? role}» y este correo.`,
        'Para entrar, elige tu contraseña con el botón de abajo. Nadie más la conoce: ni siquiera quien ha creado la cuenta.',
        `El enlace es válido durante ${INVITE_TTL_HOURS} horas y solo se puede usar una vez. Si caduca, pide uno nuevo con «¿Olvidaste tu contraseña?» al iniciar sesión con este correo.`,
        'Si no esperabas este mensaje, puedes ignorarlo.',
      ],
      action: { label: 'Elegir mi contraseña', url },
    };
  },
};
