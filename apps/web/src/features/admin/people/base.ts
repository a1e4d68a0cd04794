import { adminBaseApi } from '../api/base';

/**
 * The back-office slice with the people screens' one extra tag: 'AdminStats' (the dashboard's
 * counts), which user changes invalidate.
 */
export const peopleBaseApi = adminBaseApi.enhanceEndpoints({ addTagTypes: ['AdminStats'] });
