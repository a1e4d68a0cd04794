import { PERSON_NAME, PERSON_NAME_MAX } from '@sanarte/shared';
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

/** E-mail texts of the account flows, in Spanish, with links built from PUBLIC_URL only. */
export const authMails = {
  verification(to: string, name: string, url: string): MailMessage {
    return {
      to,
      kind: 'verify',
      subject: 'Confirma tu correo electrónico en Sanarte',
      paragraphs: [
        greeting(name),
        'Gracias por unirte a Sanarte. Para empezar, confirma que este correo es tuyo.',
        'El enlace es válido durante 24 horas y solo se puede usar una vez.',
        'Si no has creado una cuenta, puedes ignorar este mensaje.',
      ],
      action: { label: 'Confirmar mi correo', url },
    };
  },
  reset(to: string, name: string, url: string): MailMessage {
    return {
      to,
      kind: 'reset',
      subject: 'Restablece tu contraseña de Sanarte',
      paragraphs: [
        greeting(name),
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.',
        'El enlace es válido durante 1 hora y solo se puede usar una vez. Al cambiarla, cerraremos las sesiones abiertas en otros dispositivos.',
        'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
      ],
      action: { label: 'Restablecer contraseña', url },
    };
  },
  setPassword(to: string, name: string, url: string): MailMessage {
    return {
      to,
      kind: 'set',
      subject: 'Establece tu contraseña de Sanarte',
      paragraphs: [
        greeting(name),
        'Crea una contraseña para entrar en Sanarte con tu correo cuando quieras.',
        'El enlace es válido durante 1 hora y solo se puede usar una vez.',
        'Si no lo has pedido tú, ignora este mensaje.',
      ],
      action: { label: 'Establecer contraseña', url },
    };
  },
  trialSignIn(to: string, name: string, url: string): MailMessage {
    return {
      to,
      kind: 'signin',
      subject: 'Continúa tu prueba de Sanarte',
      paragraphs: [
        greeting(name),
        'Alguien (seguramente tú) ha pedido continuar tu prueba gratuita de Sanarte.',
        'Abre el enlace en el dispositivo donde quieras escuchar: entrarás sin contraseña. Es válido durante 1 hora y solo se puede usar una vez.',
        'Si no lo has pedido tú, ignora este mensaje: nadie puede entrar sin este enlace.',
      ],
      action: { label: 'Continuar mi prueba', url },
    };
  },
  /** Somebody registered with an address that already has an account. */
  existingAccount(to: string, name: string, loginUrl: string): MailMessage {
    return {
      to,
      kind: 'existing-account',
      subject: '¿Intentabas entrar en Sanarte?',
      paragraphs: [
        greeting(name),
        'Alguien ha intentado crear una cuenta de Sanarte con este correo, pero ya tienes una.',
        'Si eras tú, entra con tu correo y tu contraseña. Si no la recuerdas, en la pantalla de inicio de sesión puedes pedir un enlace para restablecerla.',
        'Si no has sido tú, no tienes que hacer nada: tu cuenta sigue igual.',
      ],
      action: { label: 'Iniciar sesión', url: loginUrl },
    };
  },
};
