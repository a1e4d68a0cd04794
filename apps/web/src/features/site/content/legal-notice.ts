import { CONSENT_VERSION_DATE, type SiteIdentity } from '@sanarte/shared';
import { paths } from '../../../config/paths';
import { type LegalDocument, longDate } from './legal';

/**
 * The legal notice (LSSI-CE art. 10): who owns the site, what it is for, the conditions of use,
 * intellectual property, liability, the health notice and the applicable law.
 */
export function legalNotice(identity: SiteIdentity): LegalDocument {
  const { companyName, taxId, address, contactEmail, privacyEmail } = identity;
  const contact = { email: contactEmail };
  return {
    pageTitle: 'Sanarte | Aviso legal',
    title: 'Aviso legal',
    subtitle: 'Quién está detrás de Sanarte y cómo usar esta web',
    updated: `Última actualización: ${longDate(CONSENT_VERSION_DATE)}`,
    intro:
      'Según el artículo 10 de la Ley 34/2002, de 11 de julio, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), aquí tienes los datos del titular de esta web y de su app, y las condiciones para usarlas.',
    sections: [
      {
        id: 'titular',
        title: '1. Titular',
        blocks: [
          {
            list: [
              [{ strong: 'Titular: ' }, companyName],
              [{ strong: 'NIF: ' }, taxId],
              [{ strong: 'Domicilio: ' }, address],
              [{ strong: 'Correo electrónico: ' }, contact],
              [{ strong: 'Correo para protección de datos: ' }, { email: privacyEmail }],
            ],
          },
          [
            'Puedes escribirnos para cualquier consulta a ',
            contact,
            '; también desde el formulario de contacto de la página de inicio.',
          ],
        ],
      },
      {
        id: 'objeto',
        title: '2. Objeto de la web',
        blocks: [
          'Esta web y su app ofrecen Sanarte, un servicio de terapias de audio guiadas (hipnoterapia) en español para el bienestar personal: un test de bienestar gratuito, una prueba gratuita de un audio y suscripciones de pago para escuchar el catálogo, también sin conexión.',
          [
            'La contratación y el uso del servicio se rigen por los ',
            { page: paths.terms.href(), label: 'Términos y condiciones' },
            ', que aceptas al registrarte.',
          ],
        ],
      },
      {
        id: 'uso',
        title: '3. Condiciones de uso',
        blocks: [
          'El acceso a la web es libre y gratuito, salvo el coste de tu conexión a internet. Al usarla te comprometes a hacerlo conforme a la ley, a este aviso y a la buena fe, y en particular a no:',
          {
            list: [
              'intentar acceder a zonas restringidas, a los sistemas de Sanarte o a cuentas de otras personas;',
              'introducir virus o cualquier código dañino, ni sobrecargar o dificultar el funcionamiento del servicio;',
              'extraer los contenidos de forma automatizada ni usarlos para fines comerciales;',
              'suplantar a otras personas ni facilitar datos falsos.',
            ],
          },
        ],
      },
      {
        id: 'salud',
        title: '4. Aviso sobre la salud',
        blocks: [
          'Los audios y el test de bienestar de Sanarte tienen una finalidad de bienestar y crecimiento personal. No son un servicio sanitario, no constituyen un diagnóstico y no sustituyen la atención ni el tratamiento médico o psicológico. Si tienes un problema de salud, física o mental, consulta con un profesional sanitario y no abandones ningún tratamiento por escuchar los audios.',
          'No escuches los audios mientras conduces, manejas maquinaria o haces cualquier actividad que requiera tu atención.',
          'Si estás pasando por una crisis o piensas en hacerte daño, llama al 112 o a la línea de atención a la conducta suicida 024, gratuita y disponible las 24 horas.',
        ],
      },
      {
        id: 'propiedad-intelectual',
        title: '5. Propiedad intelectual e industrial',
        blocks: [
          `Los contenidos de la web y de la app (audios, textos, imágenes, diseño, logotipos, la marca Sanarte y el software) pertenecen a ${companyName} o a terceros que han autorizado su uso, y están protegidos por las leyes de propiedad intelectual e industrial.`,
          'Puedes usarlos solo para tu uso personal y privado dentro del servicio. No está permitido reproducirlos, distribuirlos, comunicarlos públicamente ni transformarlos, en todo o en parte, sin nuestra autorización por escrito.',
          [
            'Si crees que algún contenido de la web vulnera tus derechos, escríbenos a ',
            contact,
            ' y lo revisaremos.',
          ],
        ],
      },
      {
        id: 'responsabilidad',
        title: '6. Responsabilidad',
        blocks: [
          'Trabajamos para que la web esté disponible, funcione bien y su información sea exacta y esté al día, pero no podemos garantizar que no haya interrupciones o errores. Podemos interrumpir el servicio temporalmente por mantenimiento, mejoras o causas ajenas a nosotros, y procuraremos que sea el menor tiempo posible.',
          'No respondemos de los daños que se deriven de un uso de la web contrario a la ley o a este aviso.',
          'La web puede incluir enlaces a sitios de terceros, como las tiendas de aplicaciones o las redes sociales. No controlamos sus contenidos y no respondemos de ellos; si sabemos que un enlace lleva a contenidos ilícitos, lo retiraremos.',
          'Nada de lo anterior limita los derechos que la ley te reconoce como consumidor.',
        ],
      },
      {
        id: 'datos-y-cookies',
        title: '7. Protección de datos y cookies',
        blocks: [
          [
            'Cómo tratamos tus datos personales y qué cookies usamos se explica en la ',
            { page: paths.privacyPolicy.href(), label: 'Política de privacidad' },
            ' y en la ',
            { page: paths.cookiePolicy.href(), label: 'Política de cookies' },
            '.',
          ],
        ],
      },
      {
        id: 'ley-aplicable',
        title: '8. Ley aplicable y jurisdicción',
        blocks: [
          'Este aviso legal se rige por la ley española. Si eres consumidor, para cualquier controversia son competentes los juzgados y tribunales de tu domicilio, como prevé la normativa de consumo.',
          [
            'Antes de acudir a ellos, te animamos a escribirnos a ',
            contact,
            ' para buscar juntos una solución.',
          ],
        ],
      },
    ],
  };
}
