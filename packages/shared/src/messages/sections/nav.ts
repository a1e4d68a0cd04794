export const nav = {
  panel: 'Panel de Control',
  crm: 'CRM',
  logout: 'Cerrar sesión',
  trialAudios: 'Audios de Prueba',
  takeTest: 'Tomar Test',
  viewTrialAudio: 'Ver Audio de Prueba',
} as const;
