import { CONSENT_VERSION, CONSENT_VERSION_DATE, type SiteIdentity } from '@sanarte/shared';
import { paths } from '../../../config/paths';
import { type LegalDocument, longDate } from './legal';

/** Configuración › Privacidad: download the data, delete the account. */
export const privacySettingsHref = `${paths.panel.settings.href()}?tab=privacidad`;

/**
 * The privacy policy (GDPR arts. 13 and 14, LOPDGDD art. 11): who is responsible, what data, why
 * and on what legal basis, for how long, who receives it, and the rights. What it states follows
 * the code: see docs/legal-pages.md before changing processors, data or retention.
 */
export function privacyPolicy(identity: SiteIdentity): LegalDocument {
  const { companyName, taxId, address, contactEmail, privacyEmail } = identity;
  const privacy = { email: privacyEmail };
  return {
    pageTitle: 'Sanarte | Política de privacidad',
    title: 'Política de privacidad',
    subtitle: 'Cómo tratamos tus datos personales en Sanarte',
    updated: `Versión ${CONSENT_VERSION} · Última actualización: ${longDate(CONSENT_VERSION_DATE)}`,
    intro:
      'Cuidamos tus datos igual que queremos cuidar tu bienestar. Aquí te contamos, con claridad, qué datos tratamos, para qué, con qué base legal, durante cuánto tiempo, con quién los compartimos y cómo puedes ejercer tus derechos, según el Reglamento General de Protección de Datos (RGPD) y la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).',
    sections: [
      {
        id: 'responsable',
        title: '1. Quién es el responsable de tus datos',
        blocks: [
          'El responsable del tratamiento de tus datos personales es:',
          {
            list: [
              [{ strong: 'Titular: ' }, companyName],
              [{ strong: 'NIF: ' }, taxId],
              [{ strong: 'Domicilio: ' }, address],
              [{ strong: 'Correo para cuestiones de privacidad: ' }, privacy],
              [{ strong: 'Correo de contacto general: ' }, { email: contactEmail }],
            ],
          },
          ['Para cualquier duda sobre tus datos o para ejercer tus derechos, escríbenos a ', privacy, '.'],
        ],
      },
      {
        id: 'datos',
        title: '2. Qué datos tratamos',
        blocks: [
          { heading: 'Tu cuenta' },
          {
            list: [
              'Tu nombre, tu apellido y tu correo electrónico.',
              'Tu teléfono, si nos lo das.',
              'Tu contraseña, que nunca vemos: guardamos solo un resumen cifrado de forma irreversible (hash).',
              'Si entras con Google: el identificador que Google asigna a tu cuenta, junto con el nombre, el apellido y el correo que Google nos facilita.',
              'Tu foto de perfil, si decides subirla.',
              'El registro de tus consentimientos: qué aceptaste, en qué versión de cada texto y cuándo.',
            ],
          },
          { heading: 'El test de bienestar' },
          'Tus respuestas al test se procesan en tu propio navegador para calcular el resultado y no llegan a nuestros servidores. Si tienes cuenta, guardamos el resultado de cada test que haces (la categoría y los temas que te recomendamos) y su fecha.',
          'Ese resultado puede revelar información sobre tu bienestar emocional o tu salud, que la ley protege de forma especial. Por eso solo lo tratamos con tu consentimiento explícito, que nos das al hacer el test, y únicamente para recomendarte audios.',
          { heading: 'Suscripciones y pagos' },
          'El plan que contratas, sus fechas, su estado y su renovación, los importes pagados, los recibos y facturas, y los identificadores de cliente, de suscripción y de cada operación en nuestro proveedor de pagos, Stripe.',
          [
            { strong: 'Los datos de tu tarjeta nunca pasan por Sanarte: ' },
            'los escribes directamente en la página segura de Stripe, que es quien los guarda. Nosotros no los vemos ni los almacenamos.',
          ],
          { heading: 'Tu escucha y tus descargas' },
          {
            list: [
              'Qué audios escuchas y cuánto tiempo cada día, y el punto en el que dejaste cada uno para que puedas continuar.',
              'Si descargas audios para escucharlos sin conexión, el archivo y su licencia (hasta cuándo puedes escucharlo) se guardan en tu propio dispositivo. Al volver a conectarte, tu dispositivo nos pide renovar las licencias y nos envía el tiempo que escuchaste sin conexión.',
            ],
          },
          { heading: 'Formulario de contacto' },
          'Tu nombre, tu correo y tu mensaje, junto con la dirección IP desde la que lo envías, que usamos para frenar los envíos automáticos (spam).',
          { heading: 'Datos técnicos' },
          {
            list: [
              [
                'Las cookies y el almacenamiento del navegador necesarios para mantener tu sesión y proteger los formularios (los detallamos en la ',
                { page: paths.cookiePolicy.href(), label: 'Política de cookies' },
                ').',
              ],
              'La dirección IP de cada petición, que usamos para limitar los intentos de acceso y frenar abusos.',
              'El navegador y el dispositivo desde los que inicias cada sesión, por seguridad.',
              'Los registros técnicos del servidor: fecha y hora, dirección IP, página o función pedida y resultado.',
            ],
          },
          { heading: 'Analítica, solo si la aceptas' },
          'Si aceptas las cookies de análisis, Google Analytics recoge de forma agregada cómo se usa la web: páginas visitadas, tipo de dispositivo y navegador, y ubicación aproximada. Nunca le enviamos tu nombre, tu correo ni el resultado de tu test.',
        ],
      },
      {
        id: 'finalidades',
        title: '3. Para qué usamos tus datos y con qué base legal',
        blocks: [
          {
            list: [
              [
                { strong: 'Crear y gestionar tu cuenta' },
                ': verificar tu correo, permitirte entrar (también con Google) y enviarte los correos necesarios del servicio, como la verificación, la recuperación de la contraseña o los avisos sobre tu cuenta. Base legal: la ejecución del contrato que aceptas al registrarte (artículo 6.1.b del RGPD).',
              ],
              [
                { strong: 'Prestarte el servicio' },
                ': darte acceso a los audios de tu plan o de tu prueba gratuita, recordar por dónde ibas y permitirte las descargas sin conexión. Base legal: la ejecución del contrato.',
              ],
              [
                { strong: 'Recomendarte temas con el test de bienestar' },
                '. Base legal: tu consentimiento explícito (artículos 6.1.a y 9.2.a del RGPD), que puedes retirar cuando quieras.',
              ],
              [
                { strong: 'Cobrar y renovar tu suscripción' },
                ' y enviarte recibos, facturas y avisos de renovación. Base legal: la ejecución del contrato.',
              ],
              [
                { strong: 'Cumplir nuestras obligaciones contables y fiscales' },
                ', como conservar las facturas y los registros de los pagos. Base legal: una obligación legal (artículo 6.1.c del RGPD), que nos imponen el Código de Comercio y la normativa tributaria.',
              ],
              [
                { strong: 'Responder a tus mensajes' },
                ' del formulario de contacto o por correo. Base legal: tu consentimiento, que nos das al escribirnos (artículo 6.1.a del RGPD).',
              ],
              [
                { strong: 'Proteger el servicio y tu cuenta' },
                ': limitar los intentos de acceso, prevenir fraudes y abusos, y detectar y corregir errores técnicos. Base legal: nuestro interés legítimo en mantener el servicio seguro (artículo 6.1.f del RGPD). Solo usamos los datos técnicos imprescindibles y durante poco tiempo, por lo que no prevalece sobre tus derechos.',
              ],
              [
                { strong: 'Mejorar el catálogo' },
                ' con estadísticas agregadas de escucha (qué audios se escuchan más y cuánto). Base legal: nuestro interés legítimo en mejorar el servicio; las estadísticas no identifican a nadie.',
              ],
              [
                { strong: 'Medir el uso de la web y de nuestras campañas' },
                ' con cookies de análisis y de marketing. Base legal: tu consentimiento, que das o retiras en «Configurar cookies».',
              ],
            ],
          },
          'No tomamos decisiones automatizadas que produzcan efectos jurídicos sobre ti ni te afecten de forma significativa. La recomendación del test es una sugerencia de audios, no un diagnóstico, y siempre puedes elegir otros.',
          [
            { strong: 'Comunicaciones comerciales: ' },
            'no te enviamos correos publicitarios. Los únicos correos que recibes son los del servicio. Si algún día quisiéramos enviarte novedades o promociones, te pediríamos antes un consentimiento aparte, que podrías retirar en cualquier momento, y cada correo incluiría un enlace para darte de baja.',
          ],
        ],
      },
      {
        id: 'conservacion',
        title: '4. Cuánto tiempo conservamos tus datos',
        blocks: [
          {
            list: [
              [
                {
                  strong: 'Datos de tu cuenta, resultados del test, historial de escucha y consentimientos: ',
                },
                'mientras tu cuenta exista (también si es una cuenta de prueba). Cuando la eliminas, los borramos o los anonimizamos de forma que ya no puedan asociarse a ti.',
              ],
              [
                { strong: 'Registros de pagos y facturas: ' },
                'seis años desde la última anotación, como exige el artículo 30 del Código de Comercio. Ese plazo cubre también los cuatro años en los que la Administración tributaria puede comprobar nuestros impuestos (artículos 66 y 70 de la Ley General Tributaria). Si eliminas tu cuenta, los conservamos anonimizados, sin tu nombre ni tu correo, y solo para cumplir esas obligaciones.',
              ],
              [{ strong: 'Mensajes de contacto: ' }, 'un año desde que nos escribes.'],
              [
                { strong: 'Datos técnicos de seguridad: ' },
                'los contadores que limitan los intentos de acceso caducan en pocas horas, y los registros técnicos del servidor se borran como máximo a los 30 días, salvo que hagan falta para investigar un incidente de seguridad concreto.',
              ],
              [
                { strong: 'Cookies y almacenamiento del navegador: ' },
                'lo que indica la ',
                { page: paths.cookiePolicy.href(), label: 'Política de cookies' },
                ' para cada una.',
              ],
            ],
          },
        ],
      },
      {
        id: 'destinatarios',
        title: '5. Con quién compartimos tus datos',
        blocks: [
          'No vendemos ni alquilamos tus datos, y no los cedemos a nadie para sus propios fines, salvo cuando una ley nos obliga (por ejemplo, a la Administración tributaria o a jueces y tribunales que lo requieran).',
          'Para prestar el servicio nos ayudan estos proveedores, que tratan los datos por nuestra cuenta (encargados del tratamiento), solo siguiendo nuestras instrucciones y con un contrato que les obliga a protegerlos:',
          {
            list: [
              [
                { strong: 'Stripe' },
                ' (Stripe Payments Europe, Limited, Irlanda): procesa los pagos y las suscripciones. Stripe también trata algunos datos como responsable por su cuenta para cumplir sus propias obligaciones legales, como la prevención del fraude y del blanqueo de capitales.',
              ],
              [
                { strong: 'El proveedor de envío de correo electrónico' },
                ' (SMTP): entrega los correos del servicio, como la verificación, los recibos o los avisos de tu cuenta.',
              ],
              [
                { strong: 'El proveedor de alojamiento en la nube' },
                ': los servidores y la base de datos donde funciona Sanarte, y el almacenamiento de archivos compatible con S3 donde se guardan los audios y las fotos de perfil.',
              ],
              [
                { strong: 'Google' },
                ' (Google Ireland Limited): si eliges entrar con Google, Google comprueba quién eres y nos envía tu nombre, tu apellido, tu correo y el identificador de tu cuenta. Y, solo si aceptas las cookies de análisis o de marketing, Google Tag Manager y Google Analytics.',
              ],
            ],
          },
          [
            'Si quieres saber el nombre concreto de cada proveedor en cada momento, pídenoslo en ',
            privacy,
            '.',
          ],
        ],
      },
      {
        id: 'transferencias',
        title: '6. Transferencias internacionales',
        blocks: [
          'Procuramos que tus datos se traten dentro del Espacio Económico Europeo. Algunos proveedores, como Stripe y Google, pertenecen a grupos con sede en Estados Unidos y pueden tratar datos desde allí. En esos casos, la transferencia se ampara en el Marco de Privacidad de Datos UE-EE. UU. (EU-US Data Privacy Framework), cuando la empresa destinataria está adherida a él, o en las cláusulas contractuales tipo aprobadas por la Comisión Europea, con las garantías adicionales que hagan falta.',
        ],
      },
      {
        id: 'derechos',
        title: '7. Tus derechos y cómo ejercerlos',
        blocks: [
          'Puedes ejercer en cualquier momento, y de forma gratuita, estos derechos:',
          {
            list: [
              [{ strong: 'Acceso' }, ': saber qué datos tuyos tratamos y obtener una copia.'],
              [{ strong: 'Rectificación' }, ': corregir los datos inexactos o incompletos.'],
              [{ strong: 'Supresión' }, ': pedir que borremos tus datos.'],
              [
                { strong: 'Limitación' },
                ': pedir que dejemos de usar tus datos, salvo para conservarlos, mientras resolvemos una reclamación.',
              ],
              [
                { strong: 'Portabilidad' },
                ': recibir los datos que nos diste en un formato estructurado y de uso común, o que se los enviemos a otro responsable.',
              ],
              [
                { strong: 'Oposición' },
                ': oponerte a que tratemos tus datos por nuestro interés legítimo, por motivos relacionados con tu situación particular.',
              ],
              [
                { strong: 'Retirar tu consentimiento' },
                ' cuando quieras, sin que afecte a lo que hicimos antes con él.',
              ],
            ],
          },
          { heading: 'Desde tu cuenta' },
          [
            'En ',
            { page: privacySettingsHref, label: 'Configuración › Privacidad' },
            ' puedes descargar en un archivo todos los datos que guardamos sobre ti (acceso y portabilidad) y eliminar tu cuenta (supresión). Tu nombre, tu apellido y tu foto los cambias en Configuración; para corregir cualquier otro dato, como tu correo o tu teléfono, escríbenos. Las cookies de análisis y de marketing las aceptas o rechazas en «Configurar cookies», al pie de cada página.',
          ],
          { heading: 'Por correo electrónico' },
          [
            'Escríbenos a ',
            privacy,
            ' desde el correo de tu cuenta e indícanos qué derecho quieres ejercer. Si no podemos comprobar que eres tú, te pediremos la información imprescindible para hacerlo. Te responderemos en el plazo de un mes, que en casos complejos puede ampliarse dos meses más; si fuera así, te avisaríamos dentro del primer mes.',
          ],
          { heading: 'Reclamar ante la autoridad de control' },
          [
            'Si crees que no hemos tratado bien tus datos, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (',
            { site: 'https://www.aepd.es', label: 'www.aepd.es' },
            ', C/ Jorge Juan 6, 28001 Madrid). Te agradeceremos que antes nos escribas para intentar resolverlo.',
          ],
        ],
      },
      {
        id: 'menores',
        title: '8. Menores de edad',
        blocks: [
          [
            'Sanarte está dirigido a personas mayores de 18 años: los menores no pueden crear una cuenta, hacer el test ni contratar un plan. Si descubrimos que un menor nos ha dado sus datos, los eliminaremos. Si eres madre, padre o tutor y crees que tu hijo o hija nos ha facilitado datos, escríbenos a ',
            privacy,
            '.',
          ],
        ],
      },
      {
        id: 'seguridad',
        title: '9. Cómo protegemos tus datos',
        blocks: [
          {
            list: [
              'Todas las conexiones con la web y la app van cifradas (HTTPS).',
              'Las contraseñas se guardan con un algoritmo de resumen irreversible (argon2id), nunca en claro.',
              'La sesión vive en cookies protegidas que el código de la página no puede leer, y los formularios están protegidos frente a peticiones falsificadas desde otras webs.',
              'Limitamos los intentos de acceso para frenar los ataques de contraseñas.',
              'Los audios se entregan con enlaces firmados que caducan en poco tiempo.',
              'Solo acceden a los datos las personas de nuestro equipo que los necesitan para su trabajo.',
            ],
          },
          'Si se produjera una brecha de seguridad que pusiera en riesgo tus datos, la notificaríamos a la Agencia Española de Protección de Datos en un máximo de 72 horas y, cuando pudiera suponer un alto riesgo para ti, te avisaríamos también.',
        ],
      },
      {
        id: 'cambios',
        title: '10. Cambios en esta política',
        blocks: [
          'Podemos actualizar esta política cuando cambie el servicio o la ley. La versión vigente está siempre en esta página, con su número y su fecha. Si el cambio es importante, te avisaremos por correo o en la web antes de que se aplique y, cuando un tratamiento dependa de tu consentimiento, te lo pediremos de nuevo.',
          [
            'Consulta también los ',
            { page: paths.terms.href(), label: 'Términos y condiciones' },
            ', la ',
            { page: paths.cookiePolicy.href(), label: 'Política de cookies' },
            ' y el ',
            { page: paths.legalNotice.href(), label: 'Aviso legal' },
            '.',
          ],
        ],
      },
    ],
  };
}
