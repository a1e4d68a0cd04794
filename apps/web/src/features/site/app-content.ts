/**
 * Copy of the install page (/app), loaded only with that page (like terms-content.ts). Names of the
 * browsers' own menu entries are written as the browsers show them in Spanish, between «».
 */
import type { InstallSection } from '../../config/paths';

export type InstallStepIcon = 'menu' | 'share' | 'addToHome' | 'installIcon';
export type InstallStep = { text: string; icon?: InstallStepIcon };
export type BenefitIcon = 'offline' | 'app' | 'noStore';

export const appPage = {
  pageTitle: 'Sanarte | App',
  eyebrow: 'La app de Sanarte',
  title: 'Instala Sanarte en tu móvil o tu ordenador',
  lead: 'Sanarte se instala desde el navegador en unos segundos, sin pasar por ninguna tienda de aplicaciones. Después la abres desde su icono, como cualquier otra app.',

  install: {
    button: 'Instalar la app',
    buttonHint: 'Tu navegador puede instalarla ahora mismo.',
    dismissed: 'De acuerdo. Cuando quieras, puedes instalarla siguiendo los pasos de tu dispositivo.',
    standaloneTitle: 'Ya tienes la app instalada',
    standaloneText:
      'Estás usando Sanarte como app. Los audios que descargues en Mi Biblioteca te acompañan también sin conexión.',
    installedTitle: 'Sanarte ya está instalada',
    installedText: 'Ábrela desde su icono en la pantalla de inicio o entre tus aplicaciones.',
  },

  devicesLabel: 'Elige tu dispositivo',

  benefitsTitle: 'Qué te ofrece la app',
  benefits: [
    {
      icon: 'offline',
      title: 'Escucha sin conexión',
      text: 'Descarga tus audios en Mi Biblioteca y escúchalos donde quieras, también sin internet.',
    },
    {
      icon: 'app',
      title: 'Se abre como una app',
      text: 'Con su propio icono en la pantalla de inicio y a pantalla completa, sin las barras del navegador.',
    },
    {
      icon: 'noStore',
      title: 'Sin tiendas de aplicaciones',
      text: 'No necesitas Google Play ni App Store: se instala desde el navegador y siempre está al día.',
    },
  ] satisfies { icon: BenefitIcon; title: string; text: string }[],

  stepsLabel: (device: string) => `Pasos para instalar Sanarte en ${device}`,
  sections: [
    {
      id: 'android',
      nav: 'Android',
      title: 'En Android',
      browser: 'Con Google Chrome',
      steps: [
        { text: 'Abre esta página en Google Chrome.' },
        { text: 'Toca el menú ⋮ (los tres puntos de arriba a la derecha).', icon: 'menu' },
        { text: 'Elige «Instalar aplicación» o «Añadir a pantalla de inicio».', icon: 'addToHome' },
        { text: 'Confirma con «Instalar». El icono de Sanarte aparecerá en tu pantalla de inicio.' },
      ],
      note: 'En otros navegadores, como Samsung Internet, encontrarás la misma opción en su menú.',
    },
    {
      id: 'ios',
      nav: 'iPhone y iPad',
      title: 'En iPhone y iPad',
      browser: 'Con Safari',
      steps: [
        { text: 'Abre esta página en Safari.' },
        {
          text: 'Toca el botón Compartir (el cuadrado con una flecha hacia arriba): abajo en el iPhone, arriba en el iPad.',
          icon: 'share',
        },
        { text: 'Desliza hacia abajo y elige «Añadir a la pantalla de inicio».', icon: 'addToHome' },
        { text: 'Toca «Añadir». Sanarte aparecerá en tu pantalla de inicio.' },
      ],
      note: 'Importante: hazlo desde Safari. Si has abierto esta página desde otra app (el correo, Instagram…) o desde otro navegador, ábrela primero en Safari.',
    },
    {
      id: 'desktop',
      nav: 'Ordenador',
      title: 'En el ordenador',
      browser: 'Con Google Chrome o Microsoft Edge',
      steps: [
        { text: 'Abre esta página en Chrome o en Edge.' },
        {
          text: 'Haz clic en el icono de instalar, a la derecha de la barra de direcciones (una pantalla con una flecha hacia abajo).',
          icon: 'installIcon',
        },
        {
          text: 'Si no lo ves, abre el menú del navegador (⋮ en Chrome, ··· en Edge) y elige «Instalar Sanarte».',
          icon: 'menu',
        },
        { text: 'Confirma con «Instalar»: Sanarte se abrirá en su propia ventana.' },
      ],
      note: 'En Edge, la opción está dentro de «Aplicaciones» en el menú.',
    },
  ] satisfies {
    id: InstallSection;
    nav: string;
    title: string;
    browser: string;
    steps: InstallStep[];
    note: string;
  }[],

  qr: {
    title: '¿Estás en el ordenador?',
    text: 'Escanea este código con la cámara de tu móvil para abrir esta página en él y seguir los pasos.',
    label: 'Código QR con la dirección de esta página',
  },

  backHome: 'Volver al inicio',
};
