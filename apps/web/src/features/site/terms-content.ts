import { LIMITS, type SiteIdentity, WITHDRAWAL_DAYS } from '@sanarte/shared';
import { paths } from '../../config/paths';
import type { LegalDocument } from './content/legal';
import { privacySettingsHref } from './content/privacy-policy';

/**
 * The terms of use and of purchase (house style: our content, plain Spanish, tú), built from the
 * business identity. Loaded only with the terms page. How personal data and cookies are handled
 * lives in the privacy and cookie policies, which these terms link.
 */
export function termsOfUse(identity: SiteIdentity): LegalDocument {
  const { companyName, taxId, address, contactEmail } = identity;
  const contact = { email: contactEmail };
  return {
    pageTitle: 'Sanarte | Términos y condiciones',
    title: 'Términos y condiciones',
    subtitle: 'Condiciones de uso y de contratación de Sanarte',
    updated: 'Última actualización: 30 de noviembre de 2026',
    intro:
      'Estas condiciones explican cómo funciona Sanarte y qué puedes esperar de nosotros. Al crear una cuenta, empezar la prueba gratuita o contratar un plan, las aceptas. Si algo no está claro, escríbenos.',
    sections: [
      {
        id: 'quienes-somos',
        title: '1. Quiénes somos',
        blocks: [
          `Sanarte es un servicio de terapias de audio guiadas (hipnoterapia) en español que ofrece ${companyName}, con NIF ${taxId} y domicilio en ${address}.`,
          ['Puedes escribirnos en cualquier momento a ', contact, '.'],
        ],
      },
      {
        id: 'el-servicio',
        title: '2. El servicio',
        blocks: [
          'Sanarte ofrece audios de hipnoterapia guiada organizados en categorías (Salud, Amor y Desarrollo Personal) y temas, un test de bienestar que te recomienda por dónde empezar y una app para escucharlos en tu móvil, también sin conexión.',
          'Podemos añadir, mejorar o retirar audios del catálogo. Si retiramos algo incluido en tu plan, procuraremos ofrecerte contenido equivalente.',
        ],
      },
      {
        id: 'salud',
        title: '3. Tu salud es lo primero',
        blocks: [
          'La hipnoterapia acompaña tu bienestar, pero no sustituye la atención médica ni psicológica, ni un diagnóstico o tratamiento profesional. Si tienes un problema de salud, física o mental, consulta con un profesional.',
          'No escuches los audios mientras conduces, manejas maquinaria o realizas cualquier actividad que requiera tu atención. Si tienes epilepsia, un trastorno psicótico o estás en tratamiento psiquiátrico, consulta antes con tu médico.',
          'Si estás pasando por una crisis o piensas en hacerte daño, llama al 112 o a la línea de atención a la conducta suicida 024, gratuita y disponible las 24 horas.',
        ],
      },
      {
        id: 'cuenta',
        title: '4. Tu cuenta',
        blocks: [
          'Para usar Sanarte debes ser mayor de 18 años.',
          'Para suscribirte necesitas una cuenta con tu nombre, tu apellido, tu correo electrónico y una contraseña (o tu cuenta de Google). Verificamos tu correo antes de darte acceso.',
          'Eres responsable de mantener tu contraseña en secreto y de la actividad de tu cuenta. Si crees que alguien ha accedido a ella, cambia la contraseña y avísanos.',
          'La cuenta es personal: no la compartas ni la revendas. Podemos suspender cuentas que se usen de forma fraudulenta o que incumplan estas condiciones.',
        ],
      },
      {
        id: 'prueba',
        title: `5. La prueba gratuita de ${LIMITS.trialHours} horas`,
        blocks: [
          'Con tu nombre, tu apellido y tu correo puedes hacer el test de bienestar y elegir un audio de prueba entre los temas que te recomendamos. No pedimos tarjeta.',
          `Puedes escuchar ese audio todas las veces que quieras durante ${LIMITS.trialHours} horas desde que lo eliges. Solo se puede elegir un audio de prueba por persona y no se puede cambiar.`,
          'Al terminar la prueba no se te cobra nada: si quieres seguir, eliges un plan. Puedes convertir tu cuenta de prueba en una cuenta completa estableciendo una contraseña.',
        ],
      },
      {
        id: 'planes-y-pagos',
        title: '6. Planes y pagos',
        blocks: [
          'Los planes, sus precios y lo que incluye cada uno se muestran en la sección de planes antes de pagar. El precio indicado es el precio final, en la moneda que se muestra.',
          {
            list: [
              'Plan Mini: los audios de los 2 temas que elijas tras hacer el test, por periodos de 30 días.',
              'Plan Full: todo el catálogo, con una terapia nueva cada mes, por periodos de un año.',
            ],
          },
          'El pago se hace con tarjeta a través de Stripe, nuestro proveedor de pagos, en su página segura. Sanarte no ve ni guarda los datos de tu tarjeta: solo recibimos la confirmación del pago y los identificadores de la operación.',
          'Recibirás un recibo de cada pago en tu correo, con el enlace a su factura, y verás tu suscripción en «Mi Suscripción», dentro de tu panel.',
        ],
      },
      {
        id: 'renovacion',
        title: '7. Renovación y cancelación',
        blocks: [
          'Tu suscripción se renueva automáticamente al final de cada periodo (cada 30 días el Plan Mini y cada año el Plan Full) y se cobra el precio de tu plan en la tarjeta con la que pagaste. Antes de cada renovación anual te enviamos un recordatorio por correo con 7 días de antelación.',
          'Puedes cancelar la renovación cuando quieras desde «Mi Suscripción», en tu panel: conservas el acceso hasta el final del periodo ya pagado y no se te cobra nada más. Mientras no termine ese periodo, también puedes reanudarla.',
          'Si el cobro de una renovación falla, te avisamos por correo y mantenemos tu acceso unos días mientras lo reintentamos; puedes cambiar la tarjeta desde «Mi Suscripción». Si no se consigue cobrar, la suscripción termina.',
          'Si tienes el Plan Mini, puedes mejorarlo al Plan Full en cualquier momento: pagas el precio del Plan Full menos la parte no usada de tu periodo del Plan Mini, que termina en ese momento.',
        ],
      },
      {
        id: 'desistimiento',
        title: '8. Desistimiento y reembolsos',
        blocks: [
          `Al contratar un plan pides que el acceso a los audios empiece en ese momento. Como se trata de contenido digital, una vez que empiezas a disfrutar de él (al escuchar o descargar cualquier audio del plan) pierdes el derecho de desistimiento de ${WITHDRAWAL_DAYS} días (artículo 103 de la Ley General para la Defensa de los Consumidores y Usuarios).`,
          [
            `Mientras no hayas escuchado ni descargado ningún audio del plan, puedes desistir dentro de los ${WITHDRAWAL_DAYS} días siguientes a la compra desde «Mi Suscripción», en tu panel, en un solo paso: te devolvemos lo que pagaste en la misma tarjeta y tu suscripción termina en ese momento. También puedes pedírnoslo escribiendo a `,
            contact,
            '. Si algo no funciona como esperabas, escríbenos: lo revisaremos contigo y, si procede, te devolveremos el pago entero o una parte. Te avisamos por correo de cada reembolso.',
          ],
        ],
      },
      {
        id: 'uso',
        title: '9. Uso del contenido',
        blocks: [
          'Los audios, textos e imágenes de Sanarte están protegidos por derechos de propiedad intelectual. Puedes escucharlos para tu uso personal; no puedes copiarlos, distribuirlos, publicarlos ni usarlos con fines comerciales.',
        ],
      },
      {
        id: 'datos',
        title: '10. Tus datos y las cookies',
        blocks: [
          [
            'Tratamos tus datos personales como explica la ',
            { page: paths.privacyPolicy.href(), label: 'Política de privacidad' },
            ', y las cookies que usamos se detallan en la ',
            { page: paths.cookiePolicy.href(), label: 'Política de cookies' },
            '.',
          ],
          [
            'Puedes descargar tus datos o eliminar tu cuenta cuando quieras desde ',
            { page: privacySettingsHref, label: 'Configuración › Privacidad' },
            '. Si la eliminas con una suscripción activa, la suscripción se cancela en ese momento y pierdes el acceso que te quedaba, sin reembolso.',
          ],
        ],
      },
      {
        id: 'cambios',
        title: '11. Cambios y ley aplicable',
        blocks: [
          'Si cambiamos estas condiciones de forma importante, te avisaremos por correo antes de que entren en vigor. Los cambios no afectan a los periodos ya pagados.',
          'Estas condiciones se rigen por la ley española. Si eres consumidor, puedes acudir a los tribunales de tu domicilio.',
          [
            'Más información sobre el titular de la web en el ',
            { page: paths.legalNotice.href(), label: 'Aviso legal' },
            '.',
          ],
        ],
      },
      {
        id: 'contacto',
        title: '12. Contacto',
        blocks: [['Para cualquier duda sobre estas condiciones, escríbenos a ', contact, '.']],
      },
    ],
  };
}
