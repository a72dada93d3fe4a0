import type { ProcessPart } from '../../server-part';
import { contractRenewalRoutes } from './contract-renewal.routes';
import { contractRenewalProcess } from './definition';
import { contractRenewalList } from './list';

/** The process as the server registers it (processes/index.ts). */
export const contractRenewal: ProcessPart = {
  definition: contractRenewalProcess,
  lists: [contractRenewalList],
  routes: [contractRenewalRoutes],
};
