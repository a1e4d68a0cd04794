import { CONSENT_VERSION, CONSENT_VERSION_DATE, es } from '@sanarte/shared';
import { paths } from '../../../config/paths';
import { DOWNLOADS_CACHE, OFFLINE_DB } from '../../../lib/media/offline-keys';
import { storageKeys } from '../../../lib/storage';
import { CONSENT_STORAGE_KEY } from '../../consent';
import { RESUME_KEY } from '../../player';
import { type LegalDocument, type LegalTable, longDate } from './legal';

/**
 * The cookie policy (LSSI-CE art. 22.2, the AEPD's guide on cookies): every cookie and piece of
 * browser storage the app uses, from the code. Browser storage names come from the modules that
 * write them; the server's cookie names are written here (apps/server/src/modules/auth,
 * plugins/app/security.ts) and the end-to-end test compares them with the cookies a real session
 * receives. See docs/legal-pages.md before adding one.
 */

const COLUMNS = ['Nombre', 'Titular', 'Finalidad', 'Duración', 'Tipo'];
const OWN = 'Sanarte (propia)';
const NECESSARY = 'Necesaria';

/** The server's cookies (the two session cookies take the `__Host-` prefix over https). */
export const SERVER_COOKIES = [
  '__Host-access_token',
  '__Host-refresh_token',
  'XSRF-TOKEN',
  'oidc_flow',
  'verify_browser',
  'trial_grant',
  'setup_grant',
  'known_device',
] as const;

/** The worker's caches (src/sw/sw.ts). */
export const SHELL_CACHE = 'sanarte-shell-v1';
export const PRECACHE = 'workbox-precache-v2-…';

const cookies: LegalTable = {
  caption: 'Cookies necesarias de Sanarte',
  columns: COLUMNS,
  rows: [
    [
      '__Host-access_token',
      OWN,
      'Mantiene tu sesión iniciada de forma segura. El código de la página no puede leerla.',
      '15 minutos; se renueva mientras usas la web',
      NECESSARY,
    ],
    [
      '__Host-refresh_token',
      OWN,
      'Renueva tu sesión sin que tengas que volver a escribir tu contraseña.',
      'Hasta 30 días desde que inicias sesión; se borra al cerrarla',
      NECESSARY,
    ],
    [
      'XSRF-TOKEN',
      OWN,
      'Protege los formularios y las acciones de tu cuenta frente a peticiones falsificadas desde otras webs.',
      'Sesión: se borra al cerrar el navegador',
      NECESSARY,
    ],
    [
      'oidc_flow',
      OWN,
      'Comprueba que el inicio de sesión con Google que vuelve a la web es el que empezaste tú.',
      '10 minutos',
      NECESSARY,
    ],
    [
      'verify_browser',
      OWN,
      'Reconoce el navegador en el que te registraste, para que al abrir allí el enlace de verificación entres directamente.',
      '24 horas',
      NECESSARY,
    ],
    [
      'trial_grant',
      OWN,
      'Permite un único acceso sin contraseña justo después de registrarte para la prueba gratuita.',
      '30 minutos, un solo uso',
      NECESSARY,
    ],
    [
      'setup_grant',
      OWN,
      'Permite establecer tu primera contraseña después de abrir el enlace que te enviamos.',
      '30 minutos, un solo uso',
      NECESSARY,
    ],
    [
      'known_device',
      OWN,
      'Recuerda que ya has iniciado sesión en este navegador, para que los intentos fallidos de otras personas no bloqueen tu acceso.',
      '1 año',
      NECESSARY,
    ],
  ],
};

const browserStorage: LegalTable = {
  caption: 'Almacenamiento local del navegador',
  columns: COLUMNS,
  rows: [
    [
      CONSENT_STORAGE_KEY,
      OWN,
      'Recuerda tu elección sobre las cookies y la versión de esta política a la que responde.',
      'Hasta que cambies tu elección, borres los datos del navegador o cambie esta política',
      NECESSARY,
    ],
    [
      storageKeys.sessionHint,
      OWN,
      'Indica que en este navegador hay una sesión iniciada, para no hacer comprobaciones innecesarias a quien no ha entrado. No contiene datos de tu cuenta.',
      'Hasta que cierras sesión',
      NECESSARY,
    ],
    [
      storageKeys.isTemporary,
      OWN,
      'Recuerda que la sesión es de una cuenta de la prueba gratuita.',
      'Hasta que cierras sesión o completas tu cuenta',
      NECESSARY,
    ],
    [
      storageKeys.loginRedirect,
      OWN,
      'Recuerda a qué página volver después de iniciar sesión.',
      'Hasta que vuelves a esa página',
      NECESSARY,
    ],
    [
      storageKeys.postVerificationRedirect,
      OWN,
      'Recuerda a qué página volver después de verificar tu correo.',
      'Hasta que vuelves a esa página',
      NECESSARY,
    ],
    [
      storageKeys.googleOrigin,
      OWN,
      'Recuerda que el inicio de sesión empezó con Google, para volver al lugar correcto.',
      'Hasta que termina el inicio de sesión',
      NECESSARY,
    ],
    [
      storageKeys.passwordSetupEmail,
      OWN,
      'Guarda tu correo mientras estableces tu primera contraseña.',
      'Hasta que la estableces',
      NECESSARY,
    ],
    [
      storageKeys.miniSelectedThemes,
      OWN,
      'Recuerda los 2 temas que eliges para el Plan Mini mientras completas la compra (almacenamiento de sesión).',
      'Hasta que completas la compra o cierras la pestaña',
      NECESSARY,
    ],
    [
      storageKeys.promotionCode,
      OWN,
      'Recuerda el código promocional que has aplicado, para descontarlo cuando pagues (almacenamiento de sesión).',
      'Hasta que completas la compra, quitas el código o cierras la pestaña',
      NECESSARY,
    ],
    [
      RESUME_KEY,
      OWN,
      'Recuerda el audio que escuchabas, el punto exacto y la velocidad elegida, para ofrecerte continuar.',
      'Hasta que cierras el reproductor o la sesión',
      NECESSARY,
    ],
  ],
};

const deviceStorage: LegalTable = {
  caption: 'Caché de la app y descargas sin conexión',
  columns: COLUMNS,
  rows: [
    [
      PRECACHE,
      OWN,
      'Guarda los archivos de la aplicación (código, estilos y fuentes) para que abra rápido y funcione sin conexión. No contiene datos personales.',
      'Hasta la siguiente versión de la app',
      NECESSARY,
    ],
    [
      SHELL_CACHE,
      OWN,
      'Guarda la última página de la web para poder abrir la app sin conexión. No contiene datos personales.',
      'Hasta que la sustituye una versión más reciente',
      NECESSARY,
    ],
    [
      DOWNLOADS_CACHE,
      OWN,
      'Guarda los audios y las portadas que descargas para escucharlos sin conexión.',
      'Hasta que los borras, caduca su licencia o cierras sesión',
      NECESSARY,
    ],
    [
      OFFLINE_DB,
      OWN,
      'Guarda las licencias de tus descargas (hasta cuándo puedes escucharlas) y el tiempo que escuchas sin conexión hasta que se envía.',
      'Hasta que borras la descarga, caduca su licencia o cierras sesión',
      NECESSARY,
    ],
  ],
};

const analytics: LegalTable = {
  caption: 'Cookies de análisis (solo con tu consentimiento)',
  columns: COLUMNS,
  rows: [
    [
      '_ga',
      'Google Ireland Limited (Google Analytics), de terceros',
      'Distingue a los visitantes con un identificador aleatorio para contar visitas y usuarios de forma agregada.',
      '2 años',
      'Análisis',
    ],
    [
      '_ga_<ID>',
      'Google Ireland Limited (Google Analytics), de terceros',
      'Mantiene el estado de cada visita (páginas vistas y duración) para las estadísticas.',
      '2 años',
      'Análisis',
    ],
  ],
};

const marketing: LegalTable = {
  caption: 'Cookies de marketing (solo con tu consentimiento)',
  columns: COLUMNS,
  rows: [
    [
      'Las de cada plataforma publicitaria',
      'Las plataformas publicitarias que activemos en el gestor de etiquetas, de terceros',
      'Saber si una visita o un registro llega desde uno de nuestros anuncios y medir la eficacia de nuestras campañas.',
      'La que fija cada plataforma',
      'Marketing',
    ],
  ],
};

export function cookiePolicy(): LegalDocument {
  return {
    pageTitle: 'Sanarte | Política de cookies',
    title: 'Política de cookies',
    subtitle: 'Qué guardamos en tu navegador, para qué y cómo decidir',
    updated: `Versión ${CONSENT_VERSION} · Última actualización: ${longDate(CONSENT_VERSION_DATE)}`,
    intro:
      'Aquí te explicamos qué cookies y qué otras formas de almacenamiento en tu dispositivo usa Sanarte, para qué sirve cada una y durante cuánto tiempo, y cómo puedes aceptarlas, rechazarlas o cambiar tu elección, según el artículo 22.2 de la Ley 34/2002 de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE) y la guía sobre el uso de las cookies de la Agencia Española de Protección de Datos.',
    sections: [
      {
        id: 'que-son',
        title: '1. Qué son las cookies',
        blocks: [
          'Las cookies son pequeños archivos que una web guarda en tu navegador para recordar información entre una página y otra, o entre una visita y la siguiente. Otras tecnologías, como el almacenamiento local del navegador (localStorage y sessionStorage), la caché de la app (Cache Storage) o la base de datos del navegador (IndexedDB), sirven para lo mismo: en esta política las tratamos igual que a las cookies.',
        ],
      },
      {
        id: 'tipos',
        title: '2. Qué tipos usamos',
        blocks: [
          {
            list: [
              [
                { strong: 'Necesarias (técnicas)' },
                ': imprescindibles para que la web funcione y para darte el servicio que pides: mantener tu sesión, proteger los formularios, recordar tu elección sobre las cookies o guardar los audios que descargas. La ley no exige tu consentimiento para ellas (artículo 22.2 de la LSSI-CE) y no se pueden desactivar desde la web.',
              ],
              [
                { strong: 'De análisis' },
                ': nos dicen, de forma agregada, cómo se usa la web. Solo se activan si las aceptas.',
              ],
              [
                { strong: 'De marketing' },
                ': miden la eficacia de nuestras campañas publicitarias. Solo se activan si las aceptas.',
              ],
            ],
          },
          'Las cookies propias las gestiona Sanarte desde su propio dominio; las de terceros, otra empresa. Todas las necesarias son propias. No usamos cookies para mostrarte publicidad en nuestra web ni vendemos información sobre ti.',
        ],
      },
      {
        id: 'necesarias',
        title: '3. Cookies necesarias',
        blocks: [
          'Las instala Sanarte cuando visitas la web, inicias sesión o usas alguna de sus funciones. Ninguna se usa para seguirte por otras webs.',
          { table: cookies },
        ],
      },
      {
        id: 'almacenamiento',
        title: '4. Almacenamiento del navegador',
        blocks: [
          'Además de las cookies, la web guarda en el almacenamiento local de tu navegador estos datos, que nunca se envían a otras empresas:',
          { table: browserStorage },
          'Si instalas la app o descargas audios para escucharlos sin conexión, tu dispositivo guarda también:',
          { table: deviceStorage },
        ],
      },
      {
        id: 'analisis',
        title: '5. Cookies de análisis',
        blocks: [
          'Google Analytics, que gestionamos a través de Google Tag Manager, solo se activa si aceptas las cookies de análisis. Usa estas cookies para elaborar estadísticas agregadas de uso de la web. Nunca le enviamos tu nombre, tu correo ni el resultado de tu test.',
          { table: analytics },
          [
            'Google puede tratar estos datos en Estados Unidos, al amparo del Marco de Privacidad de Datos UE-EE. UU., al que está adherida. Más información en la ',
            { site: 'https://policies.google.com/privacy?hl=es', label: 'política de privacidad de Google' },
            '.',
          ],
        ],
      },
      {
        id: 'marketing',
        title: '6. Cookies de marketing',
        blocks: [
          'Solo si aceptas las cookies de marketing, el gestor de etiquetas puede activar las etiquetas de las plataformas publicitarias con las que hagamos campañas. Cada plataforma instala sus propias cookies, con los nombres y la duración que ella fija, para saber si una visita llega desde un anuncio y medir sus resultados.',
          { table: marketing },
          'Si activamos una plataforma nueva, la añadiremos a esta política y te pediremos de nuevo tu elección.',
        ],
      },
      {
        id: 'configurar',
        title: '7. Cómo aceptar, rechazar o cambiar tu elección',
        blocks: [
          'La primera vez que entras en la web te preguntamos si aceptas las cookies de análisis y de marketing. Puedes aceptarlas, rechazarlas o elegir unas sí y otras no; rechazarlas es tan fácil como aceptarlas y no te impide usar Sanarte.',
          'Puedes cambiar tu elección cuando quieras con «Configurar cookies», al pie de cada página, o con este botón:',
          { cookieSettings: es.consent.footerLink },
          'Si retiras tu consentimiento, dejamos de usar esas cookies desde ese momento. Las que ya estuvieran instaladas puedes borrarlas desde tu navegador.',
          { heading: 'Borrar las cookies y los datos desde tu navegador' },
          'Todos los navegadores permiten ver, bloquear y borrar las cookies y los datos de las webs. Ten en cuenta que, si bloqueas las cookies necesarias, no podrás iniciar sesión, y que al borrar los datos de Sanarte se borran también tus descargas.',
          {
            list: [
              'Google Chrome: Configuración › Privacidad y seguridad › Eliminar datos de navegación; para una sola web, Configuración de sitios › Ver los permisos y datos almacenados de los sitios.',
              'Mozilla Firefox: Ajustes › Privacidad & Seguridad › Cookies y datos del sitio › Administrar datos.',
              'Safari en Mac: Safari › Ajustes › Privacidad › Gestionar datos de sitios web.',
              'Safari en iPhone y iPad: Ajustes › Safari › Avanzado › Datos de sitios web (en las versiones más recientes, Ajustes › Apps › Safari).',
              'Microsoft Edge: Configuración › Privacidad, búsqueda y servicios › Borrar datos de exploración; o Cookies y permisos del sitio › Administrar y eliminar cookies y datos del sitio.',
            ],
          },
        ],
      },
      {
        id: 'cambios',
        title: '8. Cambios en esta política',
        blocks: [
          'Si cambian las cookies que usamos o sus finalidades, actualizaremos esta política, su número de versión y su fecha, y te pediremos de nuevo tu elección.',
          [
            'Para saber más sobre cómo tratamos tus datos, consulta la ',
            { page: paths.privacyPolicy.href(), label: 'Política de privacidad' },
            ' y el ',
            { page: paths.legalNotice.href(), label: 'Aviso legal' },
            '.',
          ],
        ],
      },
    ],
  };
}
