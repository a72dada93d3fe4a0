import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

interface Unit {
  kind: string;
  name: string;
  path: string;
  inScope: boolean;
}

describe('[ORG] org units of the caller', () => {
  it("lists a store HR's own store in scope and its ancestors only to draw the tree", async () => {
    const units: Unit[] = (await call(t, '/api/Orgs/GetPortdeptempStationList', await login(t, 'sh001_hr'))).body.data;
    const inScope = units.filter((u) => u.inScope);
    expect(inScope.map((u) => u.kind)).toEqual(['store']);
    const ancestors = units.filter((u) => !u.inScope);
    expect(ancestors.length).toBeGreaterThan(0);
    // Every ancestor is a prefix of the store's path: nothing beside it is listed.
    for (const a of ancestors) expect(inScope[0]!.path.startsWith(a.path)).toBe(true);
  });

  it('lists every unit of a region in scope for its regional HR, and head office for the whole company', async () => {
    const east: Unit[] = (await call(t, '/api/Orgs/GetPortdeptempStationList', await login(t, 'east_hr'))).body.data;
    const region = east.find((u) => u.kind === 'region' && u.inScope)!;
    expect(region).toBeDefined();
    for (const u of east) expect(u.inScope).toBe(u.path.startsWith(region.path));
    const hq: Unit[] = (await call(t, '/api/Orgs/GetPortdeptempStationList', await login(t, 'hq_hr'))).body.data;
    expect(hq.every((u) => u.inScope)).toBe(true);
  });
});
