/**
 * The landing wellbeing test: 17 single-choice questions in
 * 6 steps, and the themes each option points to.
 *
 * This module is data only, so the texts can be edited without touching the scoring logic
 * (`scoring.ts`). The table is documented in docs/scoring.md. Rules to keep when editing (the unit
 * tests check all of them):
 *
 * - Spanish from Spain, "tú", warm and non-clinical; 3–5 short options per question, written so
 *   they read well for anyone (no gendered adjectives such as "cansado/a").
 * - `OPTION_THEMES[id][i]` belongs to `QUESTIONS[id].opciones[i]`: same length, same order.
 *   Each entry lists 0–3 theme slugs of the seed catalogue; an empty list is a neutral option.
 * - Every one of the 21 themes must appear in some option (every theme can be recommended).
 * - The calm, positive option of each question (`CALM_OPTION`) points only to growth and
 *   maintenance themes (`GROWTH_THEMES`) or to none: someone who is doing well is offered themes
 *   to keep and grow what they have, never anxiety, pain or sleep problems.
 * - Three questions have no neutral option and keep all their options inside one category each
 *   (today p1 in Salud, p7 in Amor, p17 in Desarrollo Personal): any complete answer set then
 *   scores at least one theme of each category, so the recommendation always has 3 distinct themes.
 * - The order of the steps, questions and options matters for ties: a tie between themes is broken
 *   by the order in which themes first appear in the test (see `scoring.ts`).
 */

export const QUESTION_IDS = [
  'p1',
  'p2',
  'p3',
  'p4',
  'p5',
  'p6',
  'p7',
  'p8',
  'p9',
  'p10',
  'p11',
  'p12',
  'p13',
  'p14',
  'p15',
  'p16',
  'p17',
] as const;
export type QuestionId = (typeof QUESTION_IDS)[number];

export interface Question {
  id: QuestionId;
  texto: string;
  opciones: string[];
}

export interface TestSection {
  title: string;
  subtitle: string;
  questions: QuestionId[];
}

export const QUESTIONS: Record<QuestionId, Question> = {
  // Sueño
  p1: {
    id: 'p1',
    texto: '¿Cómo son tus noches últimamente?',
    opciones: [
      'Duermo bien y me levanto con energía',
      'Me cuesta conciliar el sueño',
      'Me despierto de madrugada y me cuesta volver a dormir',
      'Duermo, pero me levanto con cansancio',
    ],
  },
  // Ansiedad y estrés (sin opción neutra)
  p2: {
    id: 'p2',
    texto: 'Cuando algo te preocupa, ¿cómo lo vives?',
    opciones: [
      'Le doy vueltas y me cuesta soltarlo',
      'Lo siento en el pecho: nervios, inquietud, el corazón acelerado',
      'Se me acumula en el cuerpo: cuello, espalda o mandíbula',
      'Voy con prisa a todas partes y no encuentro momentos para parar',
      'Mantengo la calma, aunque me vendría bien aprender a desconectar',
    ],
  },
  // Peso y alimentación
  p3: {
    id: 'p3',
    texto: '¿Cómo es tu relación con la comida?',
    opciones: [
      'Me siento a gusto con lo que como y con mi cuerpo',
      'Como de más cuando me siento mal o tengo nervios',
      'Quiero perder peso y me cuesta mantenerlo',
      'Quiero comer de forma más ordenada y saludable',
    ],
  },
  // Tabaco y hábitos
  p4: {
    id: 'p4',
    texto: '¿Hay algún hábito que te gustaría dejar atrás?',
    opciones: [
      'Fumar: quiero dejarlo o ya lo estoy intentando',
      'Picar entre horas o abusar del azúcar',
      'Pasar demasiadas horas con el móvil o las pantallas',
      'Ahora mismo ningún hábito me preocupa',
    ],
  },
  // Dolor y relajación
  p5: {
    id: 'p5',
    texto: '¿Cómo se siente tu cuerpo en el día a día?',
    opciones: [
      'Convivo con dolores o molestias que se repiten',
      'Acumulo tensión y me cuesta soltarla',
      'Me cuesta relajarme incluso cuando descanso',
      'Lo noto en calma y con energía',
    ],
  },
  // Autoestima y confianza
  p6: {
    id: 'p6',
    texto: '¿Cuánto confías en ti y en lo que vales?',
    opciones: [
      'Confío en mí y me siento capaz',
      'Dudo de mí a menudo y me comparo con los demás',
      'Me cuesta decir que no y poner límites',
      'Me critico con dureza cuando algo no sale bien',
    ],
  },
  // Relaciones
  p7: {
    id: 'p7',
    texto: '¿Cómo describirías tu vida afectiva ahora mismo?',
    opciones: [
      'Me siento bien en mis relaciones tal como están',
      'Tengo pareja, pero hay discusiones o distancia',
      'Me gustaría encontrar pareja y no llega',
      'Repito relaciones que me hacen daño',
    ],
  },
  // Ruptura
  p8: {
    id: 'p8',
    texto: '¿Hay alguna ruptura que todavía te pese?',
    opciones: [
      'Sí, una ruptura reciente que aún me duele',
      'Sigo pensando en una expareja aunque haya pasado tiempo',
      'Después de una ruptura me cuesta volver a abrirme',
      'No, esa etapa está cerrada y en paz',
    ],
  },
  // Amor propio
  p9: {
    id: 'p9',
    texto: '¿Qué lugar te das en tu propia vida?',
    opciones: [
      'Me cuido y me doy el lugar que merezco',
      'Siempre pongo a los demás por delante de mí',
      'Me cuesta aceptar mi cuerpo o mi forma de ser',
      'Me cuesta perdonarme errores del pasado',
    ],
  },
  // Familia
  p10: {
    id: 'p10',
    texto: '¿Cómo es la relación con tu familia?',
    opciones: [
      'Nos llevamos bien y nos apoyamos',
      'Hay tensiones o discusiones a menudo',
      'Hay heridas o rencores que siguen abiertos',
      'Siento distancia con personas importantes para mí',
    ],
  },
  // Duelo
  p11: {
    id: 'p11',
    texto: '¿Estás atravesando alguna pérdida?',
    opciones: [
      'Sí, la pérdida de un ser querido',
      'Sí, el final de una etapa: un trabajo, una casa, una mascota',
      'Una pérdida antigua que todavía me pesa',
      'No, ahora mismo no',
    ],
  },
  // Concentración
  p12: {
    id: 'p12',
    texto: '¿Cómo está tu concentración?',
    opciones: [
      'Me concentro sin dificultad',
      'Me distraigo con facilidad y salto de una tarea a otra',
      'Me cuesta estudiar o trabajar sin mirar el móvil',
      'Tengo la mente tan llena que no sé por dónde empezar',
    ],
  },
  // Miedos
  p13: {
    id: 'p13',
    texto: '¿Hay algún miedo que te frene?',
    opciones: [
      'Sí, un miedo concreto: volar, conducir, las alturas…',
      'Me da miedo equivocarme o hacer el ridículo',
      'Evito cambios que deseo porque me asusta lo desconocido',
      'Ningún miedo me limita ahora mismo',
    ],
  },
  // Hablar en público
  p14: {
    id: 'p14',
    texto: '¿Cómo te sientes al hablar en público?',
    opciones: [
      'Lo disfruto o me resulta fácil',
      'Me entran nervios, pero salgo adelante',
      'Me bloqueo y me quedo en blanco',
      'Lo evito siempre que puedo',
      'Me cuesta incluso dar mi opinión en una reunión',
    ],
  },
  // Motivación (sin opción neutra)
  p15: {
    id: 'p15',
    texto: 'Cuando te propones algo importante, ¿qué suele pasar?',
    opciones: [
      'Empiezo con ganas, pero lo dejo a medias',
      'Lo aplazo una y otra vez',
      'Me exijo tanto que acabo sin energía',
      'Me frena el miedo a que no salga bien',
      'Lo consigo, aunque me gustaría vivirlo con más calma',
    ],
  },
  // Creatividad
  p16: {
    id: 'p16',
    texto: '¿Qué lugar ocupa la creatividad en tu vida?',
    opciones: [
      'Tengo ideas y disfruto creando',
      'Tengo ideas, pero me bloqueo al ponerlas en marcha',
      'Siento que he perdido la chispa y la inspiración',
      'Me da reparo enseñar lo que hago',
    ],
  },
  // Abundancia
  p17: {
    id: 'p17',
    texto: '¿Cómo vives el dinero y la prosperidad?',
    opciones: [
      'Vivo con tranquilidad con lo que tengo',
      'Me preocupa el dinero y siento que nunca llega',
      'Me cuesta pedir lo que valgo o cobrar por mi trabajo',
      'Quiero crecer en mi trabajo o lanzar un proyecto propio',
    ],
  },
};

/** The 6 steps of the landing test, in order. */
export const SECTIONS: TestSection[] = [
  {
    title: 'Descanso y calma',
    subtitle: 'Empecemos por lo básico: cómo duermes, cómo vives la tensión y cómo te alimentas.',
    questions: ['p1', 'p2', 'p3'],
  },
  {
    title: 'Cuerpo, hábitos y corazón',
    subtitle: 'Lo que cargas en el día a día, por fuera y por dentro.',
    questions: ['p4', 'p5', 'p8'],
  },
  {
    title: 'Tu relación contigo',
    subtitle: 'Cómo te ves, cómo te cuidas y cómo das forma a tus ideas.',
    questions: ['p6', 'p9', 'p16'],
  },
  {
    title: 'Vínculos y prosperidad',
    subtitle: 'Cómo te relacionas con los demás y con lo que quieres construir.',
    questions: ['p7', 'p17'],
  },
  {
    title: 'Lo que te sostiene',
    subtitle: 'Tu familia, tus pérdidas y la energía con la que avanzas.',
    questions: ['p10', 'p11', 'p15'],
  },
  {
    title: 'Tu mente y tus retos',
    subtitle: 'Tu atención, tus miedos y tu forma de expresarte.',
    questions: ['p12', 'p13', 'p14'],
  },
];

/**
 * Themes for people who are doing well: habits to keep, relationships to care for, abilities to
 * grow. The calm option of every question points only to these (or to none).
 */
export const GROWTH_THEMES: readonly string[] = [
  'habitos_saludables',
  'amor_propio',
  'relaciones_sanas',
  'abrete_al_amor',
  'armonia_familiar',
  'autoestima_y_confianza',
  'concentracion_y_enfoque',
  'habla_en_publico',
  'abundancia_y_prosperidad',
  'motivacion_y_constancia',
  'despierta_tu_creatividad',
];

/**
 * Index of the calm, positive option of each question (the answer of someone doing well). It
 * scores less than any other answer (`CALM_POINTS` in `scoring.ts`).
 */
export const CALM_OPTION: Record<QuestionId, number> = {
  p1: 0,
  p2: 4,
  p3: 0,
  p4: 3,
  p5: 3,
  p6: 0,
  p7: 0,
  p8: 3,
  p9: 0,
  p10: 0,
  p11: 3,
  p12: 0,
  p13: 3,
  p14: 0,
  p15: 4,
  p16: 0,
  p17: 0,
};

/**
 * For each question, for each option (same index as `QUESTIONS[id].opciones`), the theme slugs that
 * option points to (seed catalogue slugs; 0–3 per option, none for a neutral option).
 */
export const OPTION_THEMES: Record<QuestionId, string[][]> = {
  p1: [
    ['habitos_saludables'],
    ['no_mas_insomnio', 'liberate_de_la_ansiedad'],
    ['no_mas_insomnio'],
    ['no_mas_insomnio', 'adios_al_estres'],
  ],
  p2: [
    ['liberate_de_la_ansiedad'],
    ['liberate_de_la_ansiedad'],
    ['adios_al_estres', 'relajacion_para_el_dolor'],
    ['adios_al_estres'],
    ['habitos_saludables'],
  ],
  p3: [
    ['habitos_saludables'],
    ['adelgaza_facilmente', 'liberate_de_la_ansiedad'],
    ['adelgaza_facilmente'],
    ['habitos_saludables', 'adelgaza_facilmente'],
  ],
  p4: [
    ['deja_de_fumar'],
    ['habitos_saludables', 'adelgaza_facilmente'],
    ['habitos_saludables', 'concentracion_y_enfoque'],
    [],
  ],
  p5: [
    ['relajacion_para_el_dolor'],
    ['relajacion_para_el_dolor', 'adios_al_estres'],
    ['adios_al_estres', 'no_mas_insomnio'],
    ['motivacion_y_constancia'],
  ],
  p6: [
    ['abundancia_y_prosperidad'],
    ['autoestima_y_confianza', 'amor_propio'],
    ['autoestima_y_confianza', 'relaciones_sanas'],
    ['autoestima_y_confianza', 'amor_propio'],
  ],
  p7: [
    ['relaciones_sanas'],
    ['relaciones_sanas', 'el_arte_de_perdonar'],
    ['abrete_al_amor'],
    ['relaciones_sanas', 'amor_propio'],
  ],
  p8: [
    ['supera_una_ruptura'],
    ['supera_una_ruptura', 'el_arte_de_perdonar'],
    ['abrete_al_amor', 'supera_una_ruptura'],
    [],
  ],
  p9: [
    ['amor_propio'],
    ['amor_propio', 'relaciones_sanas'],
    ['amor_propio', 'autoestima_y_confianza'],
    ['el_arte_de_perdonar', 'amor_propio'],
  ],
  p10: [
    ['armonia_familiar'],
    ['armonia_familiar', 'adios_al_estres'],
    ['armonia_familiar', 'el_arte_de_perdonar'],
    ['armonia_familiar', 'relaciones_sanas'],
  ],
  p11: [['duelo_y_paz'], ['duelo_y_paz'], ['duelo_y_paz', 'el_arte_de_perdonar'], []],
  p12: [
    ['despierta_tu_creatividad'],
    ['concentracion_y_enfoque'],
    ['concentracion_y_enfoque', 'habitos_saludables'],
    ['concentracion_y_enfoque', 'adios_al_estres'],
  ],
  p13: [
    ['supera_tus_miedos'],
    ['supera_tus_miedos', 'habla_en_publico'],
    ['supera_tus_miedos', 'motivacion_y_constancia'],
    [],
  ],
  p14: [
    ['habla_en_publico'],
    ['habla_en_publico'],
    ['habla_en_publico', 'liberate_de_la_ansiedad'],
    ['habla_en_publico', 'supera_tus_miedos'],
    ['habla_en_publico', 'autoestima_y_confianza'],
  ],
  p15: [
    ['motivacion_y_constancia'],
    ['motivacion_y_constancia', 'concentracion_y_enfoque'],
    ['adios_al_estres', 'motivacion_y_constancia'],
    ['supera_tus_miedos', 'autoestima_y_confianza'],
    ['motivacion_y_constancia'],
  ],
  p16: [
    ['despierta_tu_creatividad'],
    ['despierta_tu_creatividad', 'motivacion_y_constancia'],
    ['despierta_tu_creatividad'],
    ['despierta_tu_creatividad', 'autoestima_y_confianza'],
  ],
  p17: [
    ['abundancia_y_prosperidad'],
    ['abundancia_y_prosperidad', 'supera_tus_miedos'],
    ['abundancia_y_prosperidad', 'autoestima_y_confianza'],
    ['abundancia_y_prosperidad', 'motivacion_y_constancia'],
  ],
};
