/**
 * Seed content: the catalogue (3 categories × 7 themes × 3 audios) and the three plans.
 *
 * This module is data only, so the texts can be edited without touching the seeding logic.
 * All user-visible text is Spanish from Spain, addressing the listener as "tú":
 * warm, calm and precise, with no miracle claims. Health themes say plainly that the audios
 * accompany, and never replace, medical care.
 *
 * Audio keys are `${themeSlug}_${position}` (1-based). They identify each audio across seed runs,
 * so add new audios at the end of a theme and never reorder existing ones.
 */

export interface SynthParams {
  baseHz: number;
  mood: 'calm' | 'warm' | 'bright';
  seed: number;
  /** One breath of the bed's pace, in seconds (9–12: five to seven breaths a minute). */
  breathSeconds: number;
}
export interface SeedAudio {
  key: string;
  title: string;
  /** What the listener hears, said plainly: a synthesized ambient bed, no voice. */
  description: string;
  /** What a recorded session with this title would guide (kept for the recordings to come). */
  brief: string;
  tags: string[];
  /** Length the bed is made to, in seconds (5–15 minutes). */
  seconds: number;
  synth: SynthParams;
}
export interface SeedTheme {
  slug: string;
  name: string;
  description: string;
  audios: SeedAudio[];
}
export interface SeedCategory {
  slug: 'salud' | 'amor' | 'desarrollo_personal';
  name: string;
  description: string;
  themes: SeedTheme[];
}
export interface SeedPlan {
  slug: 'audio-prueba' | 'mini' | 'full' | 'full-mensual';
  name: string;
  description: string;
  price: number;
  currency: 'USD' | 'EUR';
  durationDays: number;
  features: string[];
  fullCategoryAccess: boolean;
  order: number;
}

// ---------------------------------------------------------------------------------------------
// Helpers (deterministic): synth params are derived from the audio key, so they never change
// unless the key does.
// ---------------------------------------------------------------------------------------------

/** FNV-1a 32-bit hash of an ASCII string. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Low, soft fundamentals (G2 to G3, in Hz) for the placeholder drones. */
const BASE_NOTES = [98, 110, 123.47, 130.81, 146.83, 164.81, 174.61, 196] as const;

/** How each mood sounds, to open the honest description of a bed. */
const MOOD_WORDS: Record<SynthParams['mood'], string> = {
  calm: 'Fondo sonoro sereno con olas lejanas',
  warm: 'Fondo sonoro cálido',
  bright: 'Fondo sonoro luminoso',
};

/**
 * Audio text as written in the tables below (title, the brief of the session it stands for, tags);
 * key, honest description, length and synth params are filled in by `theme()`.
 */
type AudioText = [title: string, brief: string, tags: string[]];

function theme(
  slug: string,
  name: string,
  description: string,
  mood: SynthParams['mood'],
  audios: AudioText[],
): SeedTheme {
  return {
    slug,
    name,
    description,
    audios: audios.map(([title, brief, tags], i) => {
      const key = `${slug}_${i + 1}`;
      const seed = fnv1a(key);
      // A theme-specific starting note, then three steps per audio (0, 3, 6, 1, …) so neighbouring
      // audios of a theme never share a note.
      const baseHz = BASE_NOTES[(fnv1a(slug) + i * 3) % BASE_NOTES.length] as number;
      // Five to seven breaths a minute, and five to fifteen minutes, varied per audio.
      const breathSeconds = 9 + ((seed >>> 8) % 31) / 10;
      const seconds = 60 * (5 + ((seed >>> 16) % 11));
      const breaths = Math.round(60 / breathSeconds);
      return {
        key,
        title,
        description: `${MOOD_WORDS[mood]} que sube y baja a unas ${breaths} respiraciones por minuto, con entrada y salida suaves. Sin voz: acompaña tus pausas de «${name}».`,
        brief,
        tags,
        seconds,
        synth: { baseHz, mood, seed, breathSeconds },
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

const SALUD: SeedCategory = {
  slug: 'salud',
  name: 'Salud',
  description:
    'Audios para calmar el cuerpo y la mente, descansar mejor y cuidar tus hábitos. Acompañan tu bienestar; no sustituyen la atención médica.',
  themes: [
    theme(
      'liberate_de_la_ansiedad',
      'Libérate de la ansiedad',
      'Aprende a soltar la tensión y a volver a tu respiración cuando la inquietud aparece. Un apoyo para tu día a día que no sustituye el acompañamiento de un profesional sanitario.',
      'calm',
      [
        [
          'Respira y vuelve a ti',
          'Una guía breve para frenar el ritmo y encontrar tu respiración tranquila. Úsala cuando notes que la inquietud sube.',
          ['ansiedad', 'respiración', 'calma'],
        ],
        [
          'Un lugar seguro dentro de ti',
          'Imagina un espacio en el que te sientes a salvo y aprende a volver a él cuando lo necesites.',
          ['ansiedad', 'seguridad', 'visualización'],
        ],
        [
          'Suelta lo que no controlas',
          'Observa tus pensamientos sin pelearte con ellos y deja que pasen. Un ejercicio para soltar la preocupación constante.',
          ['ansiedad', 'pensamientos', 'aceptación'],
        ],
      ],
    ),
    theme(
      'no_mas_insomnio',
      'No más insomnio',
      'Prepara el cuerpo y la mente para el descanso con rutinas suaves antes de dormir. Si el insomnio persiste, consulta con tu médico.',
      'calm',
      [
        [
          'Preparar la noche',
          'Un ritual sencillo para cerrar el día, bajar las luces por dentro y llegar a la cama con calma.',
          ['sueño', 'noche', 'rutina'],
        ],
        [
          'Relajación para dormir',
          'Recorre tu cuerpo de los pies a la cabeza y deja que cada zona se afloje. Escúchalo cuando ya estés en la cama.',
          ['sueño', 'relajación', 'cuerpo'],
        ],
        [
          'Si te despiertas de madrugada',
          'Para esos despertares en mitad de la noche: vuelve a la respiración lenta y deja que el sueño regrese sin forzarlo.',
          ['sueño', 'madrugada', 'descanso'],
        ],
      ],
    ),
    theme(
      'adelgaza_facilmente',
      'Adelgaza fácilmente',
      'Cambia tu relación con la comida desde la calma: escucha tu hambre real y cuida tu cuerpo sin culpa. Complementa, no sustituye, el consejo de tu médico o nutricionista.',
      'warm',
      [
        [
          'Comer con atención',
          'Descubre el placer de comer despacio y de notar cuándo tu cuerpo ya tiene suficiente.',
          ['alimentación', 'atención', 'hábitos'],
        ],
        [
          'Hambre real o hambre emocional',
          'Aprende a distinguir el hambre del cuerpo del impulso que nace del cansancio, el aburrimiento o la tensión.',
          ['alimentación', 'emociones', 'ansiedad'],
        ],
        [
          'Tu cuerpo, tu aliado',
          'Una visualización para tratar a tu cuerpo con respeto y motivarte a cuidarlo cada día.',
          ['cuerpo', 'autoestima', 'motivación'],
        ],
      ],
    ),
    theme(
      'deja_de_fumar',
      'Deja de fumar',
      'Refuerza tu decisión de dejar el tabaco y prepárate para los momentos de deseo. Si lo necesitas, apóyate también en tu centro de salud.',
      'bright',
      [
        [
          'Tu decisión de dejarlo',
          'Conecta con tus razones para dejar de fumar y conviértelas en una decisión firme y serena.',
          ['tabaco', 'decisión', 'motivación'],
        ],
        [
          'Cuando llegan las ganas',
          'Unos minutos para atravesar el deseo de fumar con respiración y calma, sin pelearte con él.',
          ['tabaco', 'deseo', 'respiración'],
        ],
        [
          'Respirar libre',
          'Imagina tu vida sin tabaco: el aire, los sabores, la energía. Un audio para sostener el cambio.',
          ['tabaco', 'libertad', 'hábitos'],
        ],
      ],
    ),
    theme(
      'adios_al_estres',
      'Adiós al estrés',
      'Herramientas sencillas para bajar el ritmo, desconectar del trabajo y recuperar energía. Si el estrés se mantiene en el tiempo, habla también con un profesional sanitario.',
      'calm',
      [
        [
          'Pausa de cinco minutos',
          'Una pausa breve para soltar los hombros, respirar hondo y volver a tu tarea con la cabeza despejada.',
          ['estrés', 'pausa', 'respiración'],
        ],
        [
          'Desconecta al final del día',
          'Deja el trabajo donde corresponde y llega a casa con la mente más ligera.',
          ['estrés', 'desconexión', 'trabajo'],
        ],
        [
          'Recarga tu energía',
          'Una relajación profunda para reponerte cuando sientes que llevas demasiado encima.',
          ['estrés', 'energía', 'relajación'],
        ],
      ],
    ),
    theme(
      'relajacion_para_el_dolor',
      'Relajación para el dolor',
      'Relajación profunda para convivir mejor con las molestias del cuerpo y reducir la tensión que las acompaña. No sustituye el diagnóstico ni el tratamiento médico.',
      'warm',
      [
        [
          'Afloja la tensión',
          'Localiza las zonas tensas de tu cuerpo y deja que se suelten poco a poco con cada exhalación.',
          ['dolor', 'tensión', 'relajación'],
        ],
        [
          'Calor que reconforta',
          'Una visualización de calor suave que recorre tu cuerpo y te ayuda a sentirte mejor.',
          ['dolor', 'calor', 'visualización'],
        ],
        [
          'Atención amable al cuerpo',
          'Aprende a observar las sensaciones sin resistirte a ellas, con una atención tranquila y compasiva.',
          ['dolor', 'cuerpo', 'aceptación'],
        ],
      ],
    ),
    theme(
      'habitos_saludables',
      'Hábitos saludables',
      'Cambia pequeños hábitos, como morderte las uñas o picar entre horas, y crea rutinas que te sienten bien. Un apoyo para tu día a día que no sustituye el consejo médico.',
      'bright',
      [
        [
          'Pequeños cambios, grandes pasos',
          'Elige un hábito que quieras cambiar y dale un primer paso claro y realista.',
          ['hábitos', 'cambio', 'constancia'],
        ],
        [
          'Deja de morderte las uñas',
          'Reconoce el momento en que aparece el gesto y sustitúyelo por otro que te calme.',
          ['hábitos', 'uñas', 'calma'],
        ],
        [
          'Una mañana que te cuida',
          'Empieza el día con una rutina tranquila: agua, respiración y una intención para la jornada.',
          ['hábitos', 'mañana', 'rutina'],
        ],
      ],
    ),
  ],
};

const AMOR: SeedCategory = {
  slug: 'amor',
  name: 'Amor',
  description:
    'Audios para quererte mejor, sanar heridas del corazón y cuidar tus relaciones con la pareja, la familia y contigo.',
  themes: [
    theme(
      'amor_propio',
      'Amor propio',
      'Trátate con la misma ternura que ofreces a quien quieres. Aprende a reconocer tu valor sin compararte.',
      'warm',
      [
        [
          'Mírate con cariño',
          'Un encuentro amable contigo: escucha cómo te hablas y cambia la crítica por comprensión.',
          ['amor', 'autoestima', 'cariño'],
        ],
        [
          'Tu valor no se negocia',
          'Recuerda lo que te hace ser quien eres y deja de buscar fuera la aprobación que ya mereces.',
          ['amor', 'valor', 'confianza'],
        ],
        [
          'Carta a tu niño interior',
          'Vuelve a la persona que fuiste y dale el cuidado y la seguridad que necesitaba.',
          ['amor', 'infancia', 'sanación'],
        ],
      ],
    ),
    theme(
      'supera_una_ruptura',
      'Supera una ruptura',
      'Atraviesa el final de una relación con calma, cuida tu tristeza y abre poco a poco un nuevo comienzo.',
      'calm',
      [
        [
          'Aceptar el final',
          'Da espacio a lo que sientes sin juzgarlo. Aceptar no es olvidar: es empezar a soltar.',
          ['ruptura', 'aceptación', 'tristeza'],
        ],
        [
          'Soltar los recuerdos',
          'Agradece lo vivido y deja que los recuerdos pierdan fuerza para que no te sigan atando.',
          ['ruptura', 'recuerdos', 'soltar'],
        ],
        [
          'Volver a ti',
          'Recupera tus gustos, tus planes y tu espacio. Una guía para reencontrarte después de la ruptura.',
          ['ruptura', 'renacer', 'autoestima'],
        ],
      ],
    ),
    theme(
      'relaciones_sanas',
      'Relaciones sanas',
      'Construye vínculos de pareja basados en la confianza, la comunicación y el respeto mutuo.',
      'warm',
      [
        [
          'Confiar sin miedo',
          'Suaviza los celos y la inseguridad y aprende a confiar desde la calma, no desde el control.',
          ['pareja', 'confianza', 'celos'],
        ],
        [
          'Hablar desde el corazón',
          'Prepárate para las conversaciones difíciles: expresa lo que necesitas con claridad y sin herir.',
          ['pareja', 'comunicación', 'respeto'],
        ],
        [
          'Poner límites con amor',
          'Aprende a decir que no cuando algo no te hace bien, sin culpa y sin romper el vínculo.',
          ['pareja', 'límites', 'respeto'],
        ],
      ],
    ),
    theme(
      'abrete_al_amor',
      'Ábrete al amor',
      'Prepara tu corazón para una nueva relación: suelta los miedos del pasado y deja espacio a lo que quieres vivir.',
      'bright',
      [
        [
          'Un corazón disponible',
          'Revisa las heridas que aún te frenan y haz sitio para conocer a alguien nuevo.',
          ['amor', 'apertura', 'pareja'],
        ],
        [
          'Lo que de verdad buscas',
          'Aclara qué relación quieres y qué valores compartes, para elegir con el corazón y con la cabeza.',
          ['amor', 'valores', 'claridad'],
        ],
        [
          'Confía en el encuentro',
          'Suelta la prisa y la ansiedad por encontrar pareja y vive cada cita con naturalidad.',
          ['amor', 'confianza', 'calma'],
        ],
      ],
    ),
    theme(
      'armonia_familiar',
      'Armonía familiar',
      'Cuida los lazos con tu familia: más paciencia, mejor escucha y menos conflictos en casa.',
      'warm',
      [
        [
          'Paciencia en casa',
          'Una pausa para responder con calma en lugar de reaccionar cuando la tensión sube.',
          ['familia', 'paciencia', 'calma'],
        ],
        [
          'Escuchar a los tuyos',
          'Aprende a escuchar sin interrumpir ni juzgar, para que cada persona de tu familia se sienta vista.',
          ['familia', 'escucha', 'comunicación'],
        ],
        [
          'Sanar viejas heridas',
          'Mira con otros ojos los conflictos del pasado y da un paso hacia la reconciliación, a tu ritmo.',
          ['familia', 'reconciliación', 'sanación'],
        ],
      ],
    ),
    theme(
      'el_arte_de_perdonar',
      'El arte de perdonar',
      'Perdonar es un regalo que te haces a ti. Libera el rencor y la culpa para vivir con más ligereza.',
      'calm',
      [
        [
          'Soltar el rencor',
          'Reconoce el daño, deja de cargar con él y recupera la energía que te quitaba.',
          ['perdón', 'rencor', 'soltar'],
        ],
        [
          'Perdonarte a ti',
          'Mira tus errores con comprensión: aprende de ellos sin seguir castigándote.',
          ['perdón', 'culpa', 'compasión'],
        ],
        [
          'Gratitud y paz',
          'Cierra el día agradeciendo lo que sí tienes y dejando que la paz ocupe el lugar del resentimiento.',
          ['perdón', 'gratitud', 'paz'],
        ],
      ],
    ),
    theme(
      'duelo_y_paz',
      'Duelo y paz',
      'Un acompañamiento sereno para atravesar la pérdida de un ser querido y encontrar, con el tiempo, un lugar de paz para su recuerdo.',
      'calm',
      [
        [
          'Dar espacio al dolor',
          'Permítete sentir la tristeza sin prisa. Cada duelo tiene su ritmo y el tuyo también está bien.',
          ['duelo', 'tristeza', 'aceptación'],
        ],
        [
          'Un recuerdo que acompaña',
          'Transforma la ausencia en un recuerdo que te acompaña con cariño en lugar de con dolor.',
          ['duelo', 'recuerdo', 'amor'],
        ],
        [
          'Volver a la vida',
          'Poco a poco, recupera las ganas, los planes y los pequeños momentos de alegría.',
          ['duelo', 'paz', 'esperanza'],
        ],
      ],
    ),
  ],
};

const DESARROLLO_PERSONAL: SeedCategory = {
  slug: 'desarrollo_personal',
  name: 'Desarrollo Personal',
  description:
    'Audios para crecer a tu ritmo: confianza, enfoque, motivación y valentía para lo que quieres lograr.',
  themes: [
    theme(
      'autoestima_y_confianza',
      'Autoestima y confianza',
      'Refuerza la imagen que tienes de ti y actúa con más seguridad en tu día a día.',
      'bright',
      [
        [
          'Reconoce tus logros',
          'Repasa lo que ya has conseguido y deja que esa evidencia sostenga tu confianza.',
          ['autoestima', 'logros', 'confianza'],
        ],
        [
          'Silencia al crítico interior',
          'Identifica la voz que te frena y cámbiala por una más justa y alentadora.',
          ['autoestima', 'pensamientos', 'confianza'],
        ],
        [
          'Camina con seguridad',
          'Una visualización para entrar en cualquier lugar con la espalda recta y la mente tranquila.',
          ['confianza', 'seguridad', 'visualización'],
        ],
      ],
    ),
    theme(
      'concentracion_y_enfoque',
      'Concentración y enfoque',
      'Entrena tu atención, reduce las distracciones y trabaja o estudia con la mente clara.',
      'bright',
      [
        [
          'Mente clara para empezar',
          'Antes de una tarea importante: ordena tus ideas y elige en qué poner tu atención.',
          ['concentración', 'claridad', 'trabajo'],
        ],
        [
          'Estudiar con foco',
          'Prepárate para estudiar con calma, retener mejor lo que aprendes y llegar al examen con más serenidad.',
          ['concentración', 'estudio', 'memoria'],
        ],
        [
          'Vuelve al presente',
          'Cuando la mente se dispersa, este audio te ayuda a regresar a lo que estás haciendo.',
          ['concentración', 'presente', 'atención'],
        ],
      ],
    ),
    theme(
      'habla_en_publico',
      'Habla en público',
      'Gestiona los nervios antes de una presentación, una reunión o una entrevista y comunica con naturalidad.',
      'bright',
      [
        [
          'Nervios a tu favor',
          'Convierte la activación de los nervios en energía para comunicar con presencia.',
          ['público', 'nervios', 'confianza'],
        ],
        [
          'Ensayo mental',
          'Visualiza tu intervención de principio a fin y vívela con seguridad antes de que llegue.',
          ['público', 'visualización', 'preparación'],
        ],
        [
          'Tu voz importa',
          'Conecta con lo que quieres transmitir y habla con calma, a tu ritmo y con tu propia voz.',
          ['público', 'voz', 'seguridad'],
        ],
      ],
    ),
    theme(
      'abundancia_y_prosperidad',
      'Abundancia y prosperidad',
      'Revisa tus creencias sobre el dinero y el éxito y actúa con claridad hacia tus metas.',
      'warm',
      [
        [
          'Creencias que te limitan',
          'Descubre qué ideas sobre el dinero heredaste y elige las que quieres conservar.',
          ['abundancia', 'creencias', 'dinero'],
        ],
        [
          'Gratitud por lo que tienes',
          'Empieza por valorar lo que ya está en tu vida para mirar el futuro con confianza.',
          ['abundancia', 'gratitud', 'confianza'],
        ],
        [
          'Metas con claridad',
          'Define un objetivo concreto y visualiza los pasos que te acercan a él.',
          ['abundancia', 'metas', 'visualización'],
        ],
      ],
    ),
    theme(
      'motivacion_y_constancia',
      'Motivación y constancia',
      'Encuentra el impulso para empezar y la constancia para seguir cuando las ganas flojean.',
      'bright',
      [
        [
          'El primer paso',
          'Deja de posponer: elige una acción pequeña y hazla hoy.',
          ['motivación', 'acción', 'procrastinación'],
        ],
        [
          'Energía para tu día',
          'Un audio de mañana para despertar con ánimo y una intención clara.',
          ['motivación', 'energía', 'mañana'],
        ],
        [
          'Sigue cuando cuesta',
          'Recuerda por qué empezaste y encuentra la fuerza para continuar en los días difíciles.',
          ['motivación', 'constancia', 'propósito'],
        ],
      ],
    ),
    theme(
      'supera_tus_miedos',
      'Supera tus miedos',
      'Mira de frente lo que te da miedo, a tu ritmo y desde un lugar seguro, para que deje de decidir por ti.',
      'calm',
      [
        [
          'Entender tu miedo',
          'Observa tu miedo con curiosidad: de dónde viene, qué te dice y qué necesita de ti.',
          ['miedo', 'comprensión', 'calma'],
        ],
        [
          'Paso a paso',
          'Acércate poco a poco a la situación que temes, imaginándola con calma y con recursos.',
          ['miedo', 'valentía', 'visualización'],
        ],
        [
          'Miedo a volar',
          'Prepárate para tu próximo vuelo con respiración, imágenes tranquilas y una sensación de control.',
          ['miedo', 'viajes', 'respiración'],
        ],
      ],
    ),
    theme(
      'despierta_tu_creatividad',
      'Despierta tu creatividad',
      'Libera ideas nuevas, supera los bloqueos y disfruta del proceso de crear.',
      'warm',
      [
        [
          'Cuando te bloqueas',
          'Suelta la presión de hacerlo perfecto y deja que las ideas vuelvan a fluir.',
          ['creatividad', 'bloqueo', 'fluir'],
        ],
        [
          'Juega con tus ideas',
          'Recupera la curiosidad de la infancia y explora sin juzgar lo que se te ocurre.',
          ['creatividad', 'juego', 'curiosidad'],
        ],
        [
          'Inspiración en calma',
          'Una relajación que abre espacio a la intuición y a las ideas que llegan cuando dejas de buscarlas.',
          ['creatividad', 'inspiración', 'intuición'],
        ],
      ],
    ),
  ],
};

export const CATALOGUE: SeedCategory[] = [SALUD, AMOR, DESARROLLO_PERSONAL];

// ---------------------------------------------------------------------------------------------
// Plans (prices in USD; the landing shows them as `$X / mes`, `$X / año`, `$0 / mes`)
// ---------------------------------------------------------------------------------------------

export const PLANS: SeedPlan[] = [
  {
    slug: 'audio-prueba',
    name: 'Audio de prueba',
    description: 'Escucha un audio completo gratis durante 2 días y descubre cómo te sienta.',
    price: 0,
    currency: 'USD',
    durationDays: 2,
    features: ['1 audio completo para probar', '2 días de acceso', 'Escúchalo tantas veces como quieras'],
    fullCategoryAccess: false,
    order: 1,
  },
  {
    slug: 'full',
    name: 'Plan Full',
    description: 'Todo el catálogo durante un año, con nuevas terapias cada mes.',
    price: 99,
    currency: 'USD',
    durationDays: 365,
    features: [
      'Acceso a todo el catálogo',
      'Todas las categorías y todos sus temas',
      '1 terapia nueva cada mes',
      '365 días de acceso',
    ],
    fullCategoryAccess: true,
    order: 2,
  },
  {
    slug: 'mini',
    name: 'Plan Mini',
    description: 'Elige los 2 temas que más te importan y escucha todos sus audios durante un mes.',
    price: 9.99,
    currency: 'USD',
    durationDays: 30,
    features: [
      '2 temas a elegir',
      'Todos los audios de los temas que elijas',
      'Escucha desde cualquier dispositivo',
      '30 días de acceso',
    ],
    fullCategoryAccess: false,
    order: 3,
  },
  {
    // The whole catalogue month by month, in euros (the currency of new plans).
    slug: 'full-mensual',
    name: 'Plan Full Mensual',
    description: 'Todo el catálogo mes a mes, con nuevas terapias cada mes. Cancela cuando quieras.',
    price: 9.99,
    currency: 'EUR',
    durationDays: 30,
    features: [
      'Acceso a todo el catálogo',
      'Todas las categorías y todos sus temas',
      '1 terapia nueva cada mes',
      'Se renueva cada mes; cancela cuando quieras',
    ],
    fullCategoryAccess: true,
    order: 4,
  },
];
