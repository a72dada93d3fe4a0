import type { ServerPart } from '../../server-part';
import { privacyRoutes } from './privacy.routes';

/** Personal information protection (issue 38): reveals, the personal-data access log. */
export const privacyPart: ServerPart = { routes: [privacyRoutes] };
