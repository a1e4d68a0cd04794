import { LIMITS } from '@sanarte/shared';
import { externalLinks } from '../../config/paths';

/**
 * The terms of use and privacy policy (house style: our content, plain Spanish, tú). Loaded only with
 * the terms page. Each section: a title and paragraphs, or bullet lists.
 */

export type TermsBlock = string | { list: string[] };
export type TermsSection = { id: string; title: string; blocks: TermsBlock[] };

const email = externalLinks.contactEmail;

export const terms = {
  pageTitle: 'Sanarte | Términos y condiciones',
  title: 'Términos y condiciones',
  subtitle: 'Condiciones de uso y política de privacidad de Sanarte',
  updated: 'Última actualización: 1 de noviembre de 2026',
  intro:
    'Estas condiciones explican cómo funciona Sanarte, qué puedes esperar de nosotros y cómo tratamos tus datos. Al crear una cuenta, empezar la prueba gratuita o contratar un plan, las aceptas. Si algo no está claro, escríbenos.',
  tocLabel: 'Contenido',
  backHome: 'Volver al inicio',
  sections: [
    {
      id: 'quienes-somos',
      title: '1. Quiénes somos',
      blocks: [
        'Sanarte es un servicio de terapias de audio guiadas (hipnoterapia) en español, con domicilio en Calle de Fuencarral 45, 28004 Madrid (España).',
        `Puedes escribirnos en cualquier momento a ${email}. Somos los responsables del tratamiento de los datos personales que nos facilitas al usar el servicio.`,
      ],
    },
    {
      id: 'el-servicio',
      title: '2. El servicio',
      blocks: [
        'Sanarte ofrece audios de hipnoterapia guiada organizados en categorías (Salud, Amor y Desarrollo Personal) y temas, un test de bienestar que te recomienda por dónde empezar y una app para escucharlos en tu móvil.',
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
        'Para suscribirte necesitas una cuenta con tu nombre, tu apellido, tu correo electrónico y una contraseña (o tu cuenta de Google). Verificamos tu correo antes de darte acceso.',
        'Eres responsable de mantener tu contraseña en secreto y de la actividad de tu cuenta. Si crees que alguien ha accedido a ella, cambia la contraseña y avísanos.',
        'La cuenta es personal: no la compartas ni la revendas. Podemos suspender cuentas que se usen de forma fraudulenta o que incumplan estas condiciones.',
      ],
    },
    {
      id: 'prueba',
      title: '5. La prueba gratuita de 48 horas',
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
            'Plan Mini: los audios de los 2 temas que elijas tras hacer el test, durante 30 días.',
            'Plan Full: todo el catálogo durante un año, con una terapia nueva cada mes.',
          ],
        },
        'El pago se hace con tarjeta a través de Stripe, nuestro proveedor de pagos, en su página segura. Sanarte no ve ni guarda los datos de tu tarjeta: solo recibimos la confirmación del pago y un identificador de la operación.',
        'Recibirás la confirmación del pago en tu correo y verás tu suscripción en «Mi Suscripción», dentro de tu panel.',
      ],
    },
    {
      id: 'duracion',
      title: '7. Duración y renovación',
      blocks: [
        'Cada plan da acceso durante el número de días que indica (30 días el Plan Mini y 365 días el Plan Full), contados desde el pago.',
        'Los planes no se renuevan solos: al terminar el periodo, tu acceso a los audios del plan se cierra y no se te cobra nada más. Si quieres seguir, puedes volver a contratarlo.',
        'Si tienes el Plan Mini, puedes mejorarlo al Plan Full en cualquier momento; al hacerlo, el Plan Mini termina y empieza el Plan Full.',
      ],
    },
    {
      id: 'desistimiento',
      title: '8. Desistimiento y cancelación',
      blocks: [
        'Al contratar un plan pides que el acceso a los audios empiece en ese momento. Como se trata de contenido digital, una vez que empiezas a disfrutar de él pierdes el derecho de desistimiento de 14 días (artículo 103 de la Ley General para la Defensa de los Consumidores y Usuarios).',
        `Si no has escuchado ningún audio del plan, puedes pedirnos su cancelación y el reembolso dentro de los 14 días siguientes al pago escribiendo a ${email}. También puedes escribirnos si algo no funciona como esperabas: lo revisaremos contigo.`,
        'Puedes dejar de usar el servicio cuando quieras. Como los planes no se renuevan, no tienes que cancelar nada para evitar nuevos cargos.',
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
      title: '10. Qué datos guardamos y por qué',
      blocks: [
        'Tratamos solo los datos que necesitamos para darte el servicio:',
        {
          list: [
            'Datos de cuenta (nombre, apellido, correo, foto de perfil si la subes, contraseña cifrada): para identificarte y darte acceso. Base legal: el contrato.',
            'Respuestas y resultados del test de bienestar: para recomendarte temas. Base legal: el contrato, a petición tuya.',
            'Suscripciones y pagos (plan, importe, fechas, identificador de la operación de Stripe): para darte acceso y cumplir nuestras obligaciones fiscales. Base legal: el contrato y la ley.',
            'Tiempo de escucha de cada audio: para recordarte por dónde ibas y mejorar el catálogo con estadísticas. Base legal: nuestro interés legítimo.',
            'Mensajes del formulario de contacto (nombre, correo y mensaje): para responderte. Base legal: tu consentimiento.',
          ],
        },
        'Tus respuestas al test pueden revelar aspectos de tu bienestar. Solo las usamos para tus recomendaciones, no las compartimos con nadie y no las usamos para publicidad.',
        'No vendemos tus datos. Los compartimos solo con los proveedores que necesitamos para funcionar (alojamiento, envío de correos y Stripe para los pagos), que los tratan por cuenta nuestra y con garantías adecuadas.',
      ],
    },
    {
      id: 'conservacion',
      title: '11. Cuánto tiempo los guardamos',
      blocks: [
        {
          list: [
            'Los datos de tu cuenta (también los de una cuenta de prueba), mientras la mantengas abierta. Puedes pedirnos que la borremos cuando quieras.',
            'Los datos de pagos, durante el plazo que exige la normativa fiscal y mercantil (hasta 6 años).',
            'Los mensajes de contacto, hasta 12 meses después de responderte.',
          ],
        },
      ],
    },
    {
      id: 'derechos',
      title: '12. Tus derechos',
      blocks: [
        `Según el Reglamento General de Protección de Datos (RGPD) puedes acceder a tus datos, rectificarlos, suprimirlos, oponerte a su tratamiento, limitarlo y pedir su portabilidad. Escríbenos a ${email} desde el correo de tu cuenta y te responderemos en un plazo máximo de un mes.`,
        'Si crees que no hemos tratado bien tus datos, puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).',
      ],
    },
    {
      id: 'borrar-cuenta',
      title: '13. Cómo borrar tu cuenta',
      blocks: [
        `Escríbenos a ${email} desde el correo de tu cuenta pidiendo que la eliminemos. La borraremos en un plazo máximo de 30 días, junto con tus resultados del test y tu historial de escucha.`,
        'Conservaremos solo los datos de pagos que la ley nos obliga a guardar, bloqueados y sin usarlos para nada más. Si tenías un plan activo, borrar la cuenta termina tu acceso.',
      ],
    },
    {
      id: 'cookies',
      title: '14. Cookies',
      blocks: [
        'Usamos solo cookies técnicas, necesarias para que el servicio funcione: mantener tu sesión iniciada de forma segura y proteger los formularios frente a usos fraudulentos. También guardamos en tu navegador algunas preferencias (por ejemplo, a qué página volver después de iniciar sesión). Estas cookies no requieren tu consentimiento.',
        'No usamos cookies publicitarias. Si en algún momento activamos una herramienta de analítica (un gestor de etiquetas), lo indicaremos aquí y te pediremos tu consentimiento antes de usar cookies que no sean técnicas.',
      ],
    },
    {
      id: 'cambios',
      title: '15. Cambios y ley aplicable',
      blocks: [
        'Si cambiamos estas condiciones de forma importante, te avisaremos por correo antes de que entren en vigor. Los cambios no afectan a los planes ya pagados.',
        'Estas condiciones se rigen por la ley española. Si eres consumidor, puedes acudir a los tribunales de tu domicilio.',
      ],
    },
    {
      id: 'contacto',
      title: '16. Contacto',
      blocks: [`Para cualquier duda sobre estas condiciones o sobre tus datos, escríbenos a ${email}.`],
    },
  ] satisfies TermsSection[],
};
