import type { TPositionOptionsRequest, TShopCityRequest } from '@hris/contract';
import type { Db } from '../../db/client';
import { orgUnit } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { inScope, scopeWhere } from '../../http/scope';
import { presentShopCity } from './org.presenter';
import * as repo from './org.repository';

/** Org units and shops, both restricted to the caller's scope, and the positions for pickers. */
export class OrgService {
  constructor(private readonly db: Db) {}

  /** The units in the caller's scope, each marked whether it is. */
  async units(auth: AuthContext) {
    const scope = scopeWhere(auth, { orgPath: orgUnit.path });
    // Ancestors of the caller's unit are listed too so the tree can be drawn down to it.
    const rows = await repo.findOrgUnits(this.db, scope, auth.scopeKind === 'all' ? undefined : auth.orgPath);
    return rows.map((row) => ({ ...row, inScope: inScope(auth, { orgPath: row.path }) }));
  }

  async shopCities(auth: AuthContext, input: TShopCityRequest) {
    // A transfer's destination may be any open store: the receiving side decides (flow 18).
    const scope = input.destination ? undefined : scopeWhere(auth, { orgPath: orgUnit.path });
    const rows = await repo.findShopCities(this.db, scope, {
      ...input,
      includeClosed: input.destination ? false : input.includeClosed,
    });
    return rows.map(presentShopCity);
  }

  /** Active positions for pickers in start forms (onboarding); the position pages need PositionList. */
  positionOptions(input: TPositionOptionsRequest) {
    return repo.findPositionOptions(this.db, input.employeeType);
  }
}
