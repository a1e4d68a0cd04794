import type { LibraryAudio } from '../features/library/api';

/** One audio of Mi Biblioteca's answer («Calma profunda», ten minutes, of the theme Sueño). */
export const LIBRARY_AUDIO: LibraryAudio = {
  _id: 'a1',
  title: 'Calma profunda',
  description: 'Respira despacio.',
  duration: 600,
  theme: { _id: 't1', name: 'Sueño', category: { _id: 'c1', name: 'Salud' } },
  coverImage: { coverImageName: '', coverImageUrl: '' },
  tags: [],
  order: 1,
  isActive: true,
  releaseAt: null,
  scheduled: false,
  isNew: false,
  positionSeconds: 0,
};
