import { PERSON_NAME, PERSON_NAME_MAX, es } from '@sanarte/shared';
import type { MailMessage } from '../mail/mail.service.js';

/**
 * The greeting. A name is only ever a name (the sign-up rules), but accounts from elsewhere (Google)
 * or from before those rules may hold anything: such a name is left out rather than carried into
 * an e-mail ahead of its link.
 */
export function greeting(name: string): string {
  const n = name.trim();
  return n.length <= PERSON_NAME_MAX && PERSON_NAME.test(n) ? `Hola, ${n}:` : 'Hola:';
}

/** A mail that greets the person, says its paragraphs and ends in one link. */
function linkMail(kind: string, subject: string, label: string, paragraphs: string[]) {
  return (to: string, name: string, url: string): MailMessage => ({
    to,
    kind,
    subject,
    paragraphs: [greeting(name), ...paragraphs],
    action: { label, url },
  });
}

const HOUR = 3_600_000;

/** How long each e-mailed link can be used: the links are made with it, and their e-mails say it. */
export const LINK_TTL = {
  verify: 24 * HOUR,
  /** Reset and set-password links. */
  password: HOUR,
  /** The link that continues a trial on any device. */
  signin: HOUR,
  /** The link that confirms deleting an account without a password (its text: es.privacy). */
  deleteAccount: HOUR,
} as const;

/** '1 hora', '24 horas'. */
const hours = (ms: number) => (ms === HOUR ? '1 hora' : `${ms / HOUR} horas`);

/** What an e-mail says of its single-use link. */
const singleUse = (ttlMs: number) =>
  `El enlace es válido durante ${hours(ttlMs)} y solo se puede usar una vez.`;

/** E-mail texts of the account flows, in Spanish, with links built from PUBLIC_URL only. */
export const authMails = {
  verification: linkMail('verify', 'Confirma tu correo electrónico en Sanarte', 'Confirmar mi correo', [
    'Gracias por unirte a Sanarte. Para empezar, confirma que este correo es tuyo.',
    singleUse(LINK_TTL.verify),
    'Si no has creado una cuenta, puedes ignorar este mensaje.',
  ]),
  reset: linkMail('reset', 'Restablece tu contraseña de Sanarte', 'Restablecer contraseña', [
    'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.',
    `${singleUse(LINK_TTL.password)} Al cambiarla, cerraremos las sesiones abiertas en otros dispositivos.`,
    'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
  ]),
  setPassword: linkMail('set', 'Establece tu contraseña de Sanarte', 'Establecer contraseña', [
    'Crea una contraseña para entrar en Sanarte con tu correo cuando quieras.',
    singleUse(LINK_TTL.password),
    'Si no lo has pedido tú, ignora este mensaje.',
  ]),
  trialSignIn: linkMail('signin', 'Continúa tu prueba de Sanarte', 'Continuar mi prueba', [
    'Alguien (seguramente tú) ha pedido continuar tu prueba gratuita de Sanarte.',
    `Abre el enlace en el dispositivo donde quieras escuchar: entrarás sin contraseña. Es válido durante ${hours(LINK_TTL.signin)} y solo se puede usar una vez.`,
    'Si no lo has pedido tú, ignora este mensaje: nadie puede entrar sin este enlace.',
  ]),
  /** The link that confirms deleting an account that has no password. */
  deleteAccount: linkMail('delete-account', es.privacy.confirmMailSubject, es.privacy.confirmMailButton, [
    es.privacy.confirmMailIntro,
    es.privacy.confirmMailIgnore,
  ]),
  /** Sent once the account is gone, to the address it had. */
  accountDeleted: (to: string, name: string): MailMessage => ({
    to,
    kind: 'account-deleted',
    subject: es.privacy.deletedMailSubject,
    paragraphs: [greeting(name), es.privacy.deletedMailIntro],
  }),
  /** Somebody registered with an address that already has an account. */
  existingAccount: linkMail('existing-account', '¿Intentabas entrar en Sanarte?', 'Iniciar sesión', [
    'Alguien ha intentado crear una cuenta de Sanarte con este correo, pero ya tienes una.',
    'Si eras tú, entra con tu correo y tu contraseña. Si no la recuerdas, en la pantalla de inicio de sesión puedes pedir un enlace para restablecerla.',
    'Si no has sido tú, no tienes que hacer nada: tu cuenta sigue igual.',
  ]),
};
