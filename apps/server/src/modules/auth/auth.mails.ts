import type { MailMessage } from '../mail/mail.service.js';

/** E-mail texts of the account flows, in Spanish, with links built from PUBLIC_URL only. */
export const authMails = {
  verification(to: string, name: string, url: string): MailMessage {
    return {
      to,
      kind: 'verify',
      subject: 'Confirma tu correo electrónico en Sanarte',
      paragraphs: [
        `Hola, ${name}:`,
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
        `Hola, ${name}:`,
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
        `Hola, ${name}:`,
        'Crea una contraseña para entrar en Sanarte con tu correo cuando quieras.',
        'El enlace es válido durante 1 hora y solo se puede usar una vez.',
        'Si no lo has pedido tú, ignora este mensaje.',
      ],
      action: { label: 'Establecer contraseña', url },
    };
  },
};
