/**
 * The demo seed: a believable retail chain (company → head-office departments and regions →
 * stores), ~1,000 employees in every status, roles with menu permissions and demo accounts.
 *
 * Everything is deterministic: a fixed-seed PRNG and dates relative to a fixed reference day
 * (DEMO_REFERENCE_DATE unless `options.now` is given), so two runs give identical data
 * (database ids and created_at timestamps aside).
 */

import {
  businessToday,
  listLink,
  PERMISSION_GROUPS,
  PERMISSION_KEYS,
  type PermissionKey,
  type TEmployeeHistoryKind,
} from '@hris/contract';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import * as schema from '../db/schema';
import {
  appUser,
  employee,
  employeeHistory,
  message,
  orgUnit,
  position,
  role,
  roleMenuPermission,
  shop,
  userRole,
} from '../db/schema';
import { hashPassword } from '../modules/user/password';
import {
  type AccountOrg,
  CITY_AREA_CODES,
  COMPANY,
  DEMO_ACCOUNTS,
  DEMO_REFERENCE_DATE,
  DEMO_SEED,
  DEPARTMENTS,
  type DemoAccountDef,
  DISHONORABLE_REASONS,
  EARLIEST_ENTRY_DATE,
  employingEntityOf,
  GIVEN_NAMES,
  ORIGIN_AREA_CODES,
  PHONE_PREFIXES,
  POSITIONS,
  REGION_STAFFING,
  REGIONS,
  RESIGN_REASONS,
  type RegionKey,
  ROLES,
  type RoleDef,
  STORES,
  type StoreDef,
  SURNAMES,
} from './demo-data';
import { seedDemoTransferSigns } from './demo-transfer-sign';
import { type BasicDataSeedSummary, seedBasicData } from './seed-basic-data';

export interface SeedSummary extends Partial<BasicDataSeedSummary> {
  orgUnits: number;
  shops: number;
  employees: number;
  users: number;
  transferSignings?: number;
}

export interface SeedOptions {
  /** Reference "today" for relative dates; defaults to the fixed DEMO_REFERENCE_DATE. */
  now?: Date;
  /** Also seed contracts, performance, three periods, salary, violations and 转签 records. */
  withBasicData?: boolean;
}

const CHUNK_SIZE = 500;

// ───────────────────────────── helpers: PRNG and dates ─────────────────────────────

/** mulberry32: tiny, fast, good enough for demo data, and identical on every platform. */
class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
}

const DAY_MS = 86_400_000;

function toDay(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

function fromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function addDays(iso: string, days: number): string {
  return fromDay(toDay(iso) + days);
}

/** Calendar months; the day is clamped to the target month's length (01-31 + 1 month → 02-28). */
function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const total = m - 1 + months;
  const year = y + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromDay(Date.UTC(year, month, Math.min(d, daysInMonth)) / DAY_MS);
}

function addYears(iso: string, years: number): string {
  return addMonths(iso, years * 12);
}

function daysBetween(from: string, to: string): number {
  return toDay(to) - toDay(from);
}

function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

function chunk<T>(items: readonly T[], size = CHUNK_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// ───────────────────────────── identity numbers ─────────────────────────────

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/** ISO 7064 MOD 11-2 check character of the first 17 digits of a resident identity number. */
export function identityCheckDigit(body17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(body17[i]) * ID_WEIGHTS[i];
  return ID_CHECK_CHARS[sum % 11];
}

// ───────────────────────────── the plan (pure, no database) ─────────────────────────────

type Status = 0 | 1 | 2 | 3 | 4;
type Gender = 'M' | 'F';

interface HistoryDraft {
  kind: TEmployeeHistoryKind;
  oldValue: string | null;
  newValue: string;
  effectiveDate: string;
  remark: string;
}

interface EmployeeDraft {
  seq: number;
  name: string;
  gender: Gender;
  birthDate: string;
  identityNumber: string;
  phone: string;
  email: string | null;
  employeeType: 'store' | 'office';
  unitCode: string;
  shopCode: string | null;
  positionCode: string;
  rank: string;
  status: Status;
  entryDate: string;
  /** Resigned: the last day; resigning: the planned last day. */
  leaveDate: string | null;
  /** Transferred: when they moved out; resigning: when they handed in their notice. */
  changeDate: string | null;
  reason: string | null;
  dishonorableDischarge: 0 | 1;
  probationMonths: number;
  account: string | null;
}

interface DemoPlan {
  reference: string;
  employees: (EmployeeDraft & {
    employeeId: string;
    probationBeginDate: string;
    probationEndDate: string;
    contractBeginDate: string | null;
    contractEndDate: string | null;
    history: HistoryDraft[];
  })[];
}

const POSITION_BY_CODE = new Map(POSITIONS.map((p) => [p.code, p]));
const STORE_REGULARS = ['ST-SALES', 'ST-GUIDE'];

function sameOrg(a: AccountOrg, kind: AccountOrg['kind'], key: string): boolean {
  if (a.kind !== kind) return false;
  if (a.kind === 'department' || a.kind === 'store') return a.code === key;
  if (a.kind === 'region') return a.key === key;
  return true;
}

class PlanBuilder {
  private readonly rng = new Rng(DEMO_SEED);
  private readonly drafts: EmployeeDraft[] = [];
  private readonly identities = new Set<string>();
  private readonly phones = new Set<string>();
  private readonly placedAccounts = new Set<string>();
  private readonly surnameTable: string[] = [];

  constructor(private readonly ref: string) {
    for (const [surname, weight] of SURNAMES) for (let i = 0; i < weight; i++) this.surnameTable.push(surname);
  }

  build(): DemoPlan {
    this.offices();
    let openIndex = 0;
    for (const store of STORES) {
      if (store.closedDate) this.closedStore(store);
      else this.openStore(store, openIndex++);
    }
    for (const account of DEMO_ACCOUNTS) {
      if (account.person && !this.placedAccounts.has(account.account)) {
        throw new Error(`demo seed: no slot for the employee of account ${account.account}`);
      }
    }
    return this.finish();
  }

  // ── people ──

  private personName(gender: Gender): string {
    const pool = GIVEN_NAMES[gender];
    const surname = this.rng.pick(this.surnameTable);
    if (this.rng.chance(0.28)) return surname + this.rng.pick(Array.from(pool.single));
    const first = this.rng.pick(Array.from(pool.first));
    let second = this.rng.pick(Array.from(pool.second));
    while (second === first) second = this.rng.pick(Array.from(pool.second));
    return surname + first + second;
  }

  private identity(areaCode: string, birthDate: string, gender: Gender): string {
    for (;;) {
      const order = String(this.rng.int(0, 99)).padStart(2, '0');
      const genderDigit = gender === 'M' ? this.rng.pick([1, 3, 5, 7, 9]) : this.rng.pick([0, 2, 4, 6, 8]);
      const body = `${areaCode}${birthDate.replaceAll('-', '')}${order}${genderDigit}`;
      const id = body + identityCheckDigit(body);
      if (!this.identities.has(id)) {
        this.identities.add(id);
        return id;
      }
    }
  }

  private phone(): string {
    for (;;) {
      const phone = this.rng.pick(PHONE_PREFIXES) + String(this.rng.int(0, 99_999_999)).padStart(8, '0');
      if (!this.phones.has(phone)) {
        this.phones.add(phone);
        return phone;
      }
    }
  }

  /** An entry date in [from, until], skewed towards `until` (retail staff turn over). */
  private skewedEntry(from: string, until: string, exponent: number): string {
    const span = Math.max(0, daysBetween(from, until));
    return addDays(until, -Math.floor(span * this.rng.next() ** exponent));
  }

  private add(input: {
    unitCode: string;
    shopCode: string | null;
    employeeType: 'store' | 'office';
    positionCode: string;
    status: Status;
    entryDate: string;
    leaveDate?: string | null;
    changeDate?: string | null;
    reason?: string | null;
    homeAreaCodes: readonly string[];
    person?: DemoAccountDef;
  }): EmployeeDraft {
    const rng = this.rng;
    const office = input.employeeType === 'office';
    const pos = POSITION_BY_CODE.get(input.positionCode);
    if (!pos) throw new Error(`demo seed: unknown position ${input.positionCode}`);
    const isManager = pos.defaultRank.startsWith('M') || pos.code === 'ST-MGR';

    const gender: Gender = input.person?.person?.gender ?? (rng.chance(office ? 0.5 : 0.66) ? 'F' : 'M');
    const name = input.person?.person?.name ?? this.personName(gender);
    const isSenior = pos.code === 'ST-DMGR' || pos.code === 'ST-SUP';
    const [minAge, maxAge] = isManager ? [28, 45] : isSenior ? [23, 40] : office ? [22, 40] : [18, 36];
    const age = rng.int(minAge, maxAge);
    const birthDate = addDays(addYears(input.entryDate, -age), -rng.int(0, 364));
    const local = rng.chance(office ? 0.5 : 0.65);
    const areaCode = local ? rng.pick(input.homeAreaCodes) : rng.pick(ORIGIN_AREA_CODES);

    // Rank: the position's default, a step up for long-serving store staff and some specialists.
    let rank = pos.defaultRank;
    const tenureYears = daysBetween(input.entryDate, this.ref) / 365;
    if (/^S[1-4]$/.test(rank) && tenureYears > 4 && rng.chance(0.5)) rank = `S${Number(rank[1]) + 1}`;
    if (/^P[3-7]$/.test(rank) && rng.chance(0.3)) rank = `P${Number(rank[1]) + (tenureYears > 3 ? 1 : 0)}`;

    const draft: EmployeeDraft = {
      seq: this.drafts.length,
      name,
      gender,
      birthDate,
      identityNumber: this.identity(areaCode, birthDate, gender),
      phone: this.phone(),
      // Only office staff have a company mailbox; a store HR's address lives on the account.
      email: input.person && office ? input.person.email : null,
      employeeType: input.employeeType,
      unitCode: input.unitCode,
      shopCode: input.shopCode,
      positionCode: input.positionCode,
      rank,
      status: input.status,
      entryDate: input.entryDate,
      leaveDate: input.leaveDate ?? null,
      changeDate: input.changeDate ?? null,
      reason: input.reason ?? null,
      dishonorableDischarge: 0,
      probationMonths: office ? (rng.chance(0.7) ? 6 : 3) : rng.chance(0.8) ? 3 : 6,
      account: input.person?.account ?? null,
    };
    if (input.person) this.placedAccounts.add(input.person.account);
    this.drafts.push(draft);
    return draft;
  }

  /** A demo account whose employee belongs in this unit and position and is not placed yet. */
  private accountFor(kind: AccountOrg['kind'], key: string, positionCode: string): DemoAccountDef | undefined {
    return DEMO_ACCOUNTS.find(
      (a) =>
        a.person &&
        a.person.position === positionCode &&
        sameOrg(a.person.unit ?? a.org, kind, key) &&
        !this.placedAccounts.has(a.account),
    );
  }

  /** Resigned or transferred out between `entry` and `until`, with a short tenure more likely. */
  private leaving(entry: string, until: string, resigned: boolean) {
    const rng = this.rng;
    const maxTenure = Math.max(20, daysBetween(entry, until));
    let leave = addDays(entry, 20 + Math.floor((maxTenure - 20) * rng.next() ** 1.8));
    // A share of leavers left recently, so the weekly leaver reports have something to show.
    if (until >= addDays(this.ref, -1) && rng.chance(0.25)) {
      const recent = addDays(this.ref, -rng.int(1, 21));
      if (daysBetween(entry, recent) >= 20) leave = recent;
    }
    if (leave > until) leave = until;
    if (!resigned) return { leaveDate: null, changeDate: leave, reason: '调出至关联公司' };
    return { leaveDate: leave, changeDate: null, reason: null };
  }

  // ── head office and regional offices ──

  private offices(): void {
    const rng = this.rng;
    const units: { kind: 'department' | 'region'; key: string; code: string; staffing: DepartmentStaffing }[] = [
      ...DEPARTMENTS.map((d) => ({ kind: 'department' as const, key: d.code, code: d.code, staffing: d.staffing })),
      ...REGIONS.map((r) => ({ kind: 'region' as const, key: r.key, code: r.code, staffing: REGION_STAFFING })),
    ];
    for (const unit of units) {
      const region = unit.kind === 'region' ? REGIONS.find((r) => r.key === unit.key) : undefined;
      const homeAreaCodes = [region?.areaCode ?? COMPANY.areaCode];
      for (const slot of unit.staffing) {
        for (let i = 0; i < slot.count; i++) {
          const person = this.accountFor(unit.kind, unit.key, slot.position);
          const isManager = (POSITION_BY_CODE.get(slot.position)?.defaultRank ?? '').startsWith('M');
          if (person?.person) {
            this.add({
              unitCode: unit.code,
              shopCode: null,
              employeeType: 'office',
              positionCode: slot.position,
              status: 1,
              entryDate: person.person.entryDate,
              homeAreaCodes,
              person,
            });
            continue;
          }
          // Office staff are added directly (no onboarding flow), so none is in status 3.
          if (!isManager && rng.chance(0.035)) {
            this.add({
              unitCode: unit.code,
              shopCode: null,
              employeeType: 'office',
              positionCode: slot.position,
              status: 4,
              entryDate: this.skewedEntry(EARLIEST_ENTRY_DATE, addDays(this.ref, -60), 1.2),
              leaveDate: addDays(this.ref, rng.int(7, 30)),
              changeDate: addDays(this.ref, -rng.int(1, 14)),
              reason: rng.pick(RESIGN_REASONS.slice(0, 6)),
              homeAreaCodes,
            });
          } else {
            const entry = isManager
              ? this.skewedEntry(EARLIEST_ENTRY_DATE, addDays(this.ref, -730), 0.6)
              : this.skewedEntry(EARLIEST_ENTRY_DATE, addDays(this.ref, -1), 1.3);
            this.add({
              unitCode: unit.code,
              shopCode: null,
              employeeType: 'office',
              positionCode: slot.position,
              status: 1,
              entryDate: entry,
              homeAreaCodes,
            });
          }
        }
      }
    }
    // Former office staff: mostly resigned, a couple transferred to an affiliate.
    for (let i = 0; i < 14; i++) {
      const dept = DEPARTMENTS[i % DEPARTMENTS.length];
      const specialists = dept.staffing.filter(
        (s) => !(POSITION_BY_CODE.get(s.position)?.defaultRank ?? '').startsWith('M'),
      );
      const positionCode = rng.pick(specialists).position;
      const entry = this.skewedEntry(EARLIEST_ENTRY_DATE, addDays(this.ref, -90), 0.9);
      const resigned = i % 7 !== 3;
      this.add({
        unitCode: dept.code,
        shopCode: null,
        employeeType: 'office',
        positionCode,
        status: resigned ? 0 : 2,
        entryDate: entry,
        ...this.leaving(entry, addDays(this.ref, -1), resigned),
        homeAreaCodes: [COMPANY.areaCode],
      });
    }
  }

  // ── stores ──

  private storeRoster(size: number): string[] {
    const roster = ['ST-MGR'];
    if (size >= 16) roster.push('ST-DMGR');
    roster.push('ST-SUP');
    if (size >= 22) roster.push('ST-SUP');
    roster.push('ST-WH');
    if (size >= 20) roster.push('ST-WH');
    roster.push('ST-CASH', 'ST-CASH');
    if (size >= 19) roster.push('ST-CASH');
    while (roster.length < size) roster.push(this.rng.chance(0.6) ? 'ST-SALES' : 'ST-GUIDE');
    return roster;
  }

  private openStore(store: StoreDef, openIndex: number): void {
    const rng = this.rng;
    const ref = this.ref;
    const start = maxDate(store.openedDate, EARLIEST_ENTRY_DATE);
    const homeAreaCodes = CITY_AREA_CODES[store.city];
    const base = { unitCode: store.code, shopCode: store.code, employeeType: 'store' as const, homeAreaCodes };

    // 12–25 people in all, a few of whom have already left.
    const total = Math.min(25, Math.max(12, store.budgetHeadcount - rng.int(-1, 3)));
    const former = total >= 14 ? rng.int(1, 3) : 0;
    const roster = this.storeRoster(total - former);
    const hasAccount = DEMO_ACCOUNTS.some((a) => a.person && sameOrg(a.org, 'store', store.code));

    roster.forEach((positionCode, i) => {
      const person = this.accountFor('store', store.code, positionCode);
      if (person?.person) {
        this.add({ ...base, positionCode, status: 1, entryDate: maxDate(person.person.entryDate, start), person });
        return;
      }
      if (i === 0) {
        // The store manager: there from (nearly) the start.
        const span = Math.max(0, daysBetween(start, addDays(ref, -365)));
        this.add({
          ...base,
          positionCode,
          status: 1,
          entryDate: addDays(start, rng.int(0, Math.min(400, Math.floor(span / 3)))),
        });
        return;
      }
      if (i === roster.length - 1 && openIndex < 10) {
        // A new hire of the last two weeks (half of them within the last 7 days); the first store's
        // starts today, so 本周新员工 has someone on a Monday too.
        const drawn = openIndex % 2 === 0 ? rng.int(1, 7) : rng.int(8, 14);
        const back = openIndex === 0 ? 0 : drawn;
        this.add({ ...base, positionCode, status: 1, entryDate: addDays(ref, -back) });
        return;
      }
      if (i === roster.length - 2 && (openIndex % 4 === 0 || hasAccount)) {
        // A contract that ends within the next 60 days, so renewal has work to do.
        const end = addDays(ref, rng.int(5, 58));
        let entry = addDays(addYears(end, -3), 1);
        if (rng.chance(0.5) && addYears(entry, -3) >= start) entry = addYears(entry, -3);
        this.add({ ...base, positionCode, status: 1, entryDate: entry });
        return;
      }
      const r = rng.next();
      if (r < 0.045) {
        this.add({ ...base, positionCode, status: 3, entryDate: addDays(ref, rng.int(-5, 21)) });
      } else if (r < 0.09) {
        this.add({
          ...base,
          positionCode,
          status: 4,
          entryDate: this.skewedEntry(start, addDays(ref, -45), 1.4),
          leaveDate: addDays(ref, rng.int(3, 30)),
          changeDate: addDays(ref, -rng.int(1, 20)),
          reason: rng.pick(RESIGN_REASONS.slice(0, 6)),
        });
      } else {
        this.add({ ...base, positionCode, status: 1, entryDate: this.skewedEntry(start, addDays(ref, -1), 1.6) });
      }
    });

    for (let i = 0; i < former; i++) {
      const entry = addDays(start, Math.floor(Math.max(0, daysBetween(start, addDays(ref, -45))) * rng.next()));
      const resigned = rng.chance(0.8);
      this.add({
        ...base,
        positionCode: rng.pick([...STORE_REGULARS, 'ST-CASH']),
        status: resigned ? 0 : 2,
        entryDate: entry,
        ...this.leaving(entry, addDays(ref, -1), resigned),
      });
    }
  }

  private closedStore(store: StoreDef): void {
    const rng = this.rng;
    const closed = store.closedDate ?? this.ref;
    const start = maxDate(store.openedDate, EARLIEST_ENTRY_DATE);
    const base = {
      unitCode: store.code,
      shopCode: store.code,
      employeeType: 'store' as const,
      homeAreaCodes: CITY_AREA_CODES[store.city],
    };
    const count = rng.int(8, 12);
    for (let i = 0; i < count; i++) {
      const positionCode = i === 0 ? 'ST-MGR' : i === 1 ? 'ST-SUP' : rng.pick([...STORE_REGULARS, 'ST-CASH', 'ST-WH']);
      const entry = addDays(
        start,
        Math.floor(daysBetween(start, addDays(closed, -60)) * rng.next() ** (i === 0 ? 4 : 1)),
      );
      if (i === 0 || rng.chance(0.35)) {
        // Moved on to a sister company when the store closed.
        this.add({
          ...base,
          positionCode,
          status: 2,
          entryDate: entry,
          changeDate: closed,
          reason: '门店关闭，调出至关联公司',
        });
      } else if (rng.chance(0.5)) {
        this.add({
          ...base,
          positionCode,
          status: 0,
          entryDate: entry,
          leaveDate: closed,
          reason: '门店关闭，协商解除劳动合同',
        });
      } else {
        this.add({ ...base, positionCode, status: 0, entryDate: entry, ...this.leaving(entry, closed, true) });
      }
    }
  }

  // ── derived fields ──

  private finish(): DemoPlan {
    const rng = this.rng;
    const ordered = [...this.drafts].sort((a, b) =>
      a.entryDate === b.entryDate ? a.seq - b.seq : a.entryDate < b.entryDate ? -1 : 1,
    );
    let dishonorable = 0;
    const employees = ordered.map((d, index) => {
      const employeeId = `E${100001 + index}`;
      const probationEndDate = addDays(addMonths(d.entryDate, d.probationMonths), -1);
      if (d.status === 0 && !d.reason) {
        // Never rehire: a few of the resigned, at least one.
        if (rng.chance(0.06) || (dishonorable === 0 && d.employeeType === 'store' && index > ordered.length / 2)) {
          d.dishonorableDischarge = 1;
          d.reason = rng.pick(DISHONORABLE_REASONS);
          dishonorable++;
        } else if (d.leaveDate && d.leaveDate <= probationEndDate && rng.chance(0.5)) {
          d.reason = '试用期不合格';
        } else {
          d.reason = rng.pick(RESIGN_REASONS.filter((r) => r !== '试用期不合格'));
        }
      }
      // The contract in force on the day that matters: today, or the day they left.
      let contractBeginDate: string | null = null;
      let contractEndDate: string | null = null;
      if (d.status !== 3) {
        const asOf =
          d.status === 0 ? (d.leaveDate ?? this.ref) : d.status === 2 ? (d.changeDate ?? this.ref) : this.ref;
        contractBeginDate = d.entryDate;
        contractEndDate = addDays(addYears(contractBeginDate, 3), -1);
        while (contractEndDate < asOf) {
          contractBeginDate = addDays(contractEndDate, 1);
          contractEndDate = addDays(addYears(contractBeginDate, 3), -1);
        }
      }
      const history: HistoryDraft[] = [
        {
          kind: 'entry',
          oldValue: null,
          newValue: d.status === 3 ? '3' : '1',
          effectiveDate: d.entryDate,
          remark: d.status === 3 ? '办理入职中' : '入职',
        },
      ];
      if (d.status === 0 && d.leaveDate) {
        history.push({
          kind: 'resignation',
          oldValue: '1',
          newValue: '0',
          effectiveDate: d.leaveDate,
          remark: d.reason ?? '离职',
        });
      } else if (d.status === 2 && d.changeDate) {
        history.push({
          kind: 'transfer',
          oldValue: '1',
          newValue: '2',
          effectiveDate: d.changeDate,
          remark: d.reason ?? '调出',
        });
      } else if (d.status === 4 && d.changeDate) {
        history.push({
          kind: 'resignation',
          oldValue: '1',
          newValue: '4',
          effectiveDate: d.changeDate,
          remark: `提交离职申请：${d.reason ?? '个人原因'}`,
        });
      }
      return {
        ...d,
        employeeId,
        email: d.email ?? (d.employeeType === 'office' ? `${employeeId.toLowerCase()}@example.com` : null),
        probationBeginDate: d.entryDate,
        probationEndDate,
        contractBeginDate,
        contractEndDate,
        history,
      };
    });
    this.showcaseRenewals(employees);
    return { reference: this.ref, employees };
  }

  /**
   * Every store whose HR has a demo account gets one active employee (without an account) whose
   * contract ends three weeks after the reference, so the system's daily start gives that HR a
   * contract renewal on a fresh start, whatever the day.
   */
  private showcaseRenewals(employees: DemoPlan['employees']) {
    const stores = DEMO_ACCOUNTS.flatMap((a) => (a.org.kind === 'store' ? [a.org.code] : []));
    const end = addDays(this.ref, 21);
    for (const code of stores) {
      const person = employees.find(
        (e) =>
          e.shopCode === code &&
          e.status === 1 &&
          !e.account &&
          e.contractBeginDate !== null &&
          e.contractBeginDate < addDays(this.ref, -60) &&
          e.probationEndDate < this.ref,
      );
      if (person) person.contractEndDate = end;
    }
  }
}

type DepartmentStaffing = readonly { position: string; count: number }[];

function buildDemoPlan(reference: string): DemoPlan {
  return new PlanBuilder(reference).build();
}

function grantedKeys(def: RoleDef): PermissionKey[] {
  const grant = def.grant;
  if ('all' in grant) {
    const excluded = new Set<string>((grant.exceptGroups ?? []).flatMap((g) => PERMISSION_GROUPS[g]));
    return PERMISSION_KEYS.filter((k) => !excluded.has(k));
  }
  const keys = new Set<PermissionKey>([
    ...(grant.groups ?? []).flatMap((g) => PERMISSION_GROUPS[g]),
    ...(grant.keys ?? []),
  ]);
  for (const k of grant.exceptKeys ?? []) keys.delete(k);
  return PERMISSION_KEYS.filter((k) => keys.has(k));
}

// ───────────────────────────── database ─────────────────────────────

/** Sets path = parent.path || id || '/' for rows inserted with an empty path. */
async function fillPaths(tx: Tx): Promise<void> {
  await tx.execute(
    sql`UPDATE org_unit AS c SET path = p.path || c.id::text || '/' FROM org_unit AS p WHERE c.parent_id = p.id AND c.path = ''`,
  );
}

function lookup<V>(map: Map<string, V>, key: string, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo seed: unknown ${what} ${key}`);
  return value;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const reference = options.now ? businessToday(options.now) : DEMO_REFERENCE_DATE;
  const plan = buildDemoPlan(reference);

  // scrypt is slow on purpose: hash each distinct password once.
  const passwords = [...new Set(DEMO_ACCOUNTS.map((a) => a.password))];
  const hashes = new Map(await Promise.all(passwords.map(async (p) => [p, await hashPassword(p)] as const)));

  return db.transaction(async (tx) => {
    // Org tree, level by level; paths are filled in once the ids exist.
    const [root] = await tx
      .insert(orgUnit)
      .values({ kind: 'company', code: COMPANY.code, name: COMPANY.name, path: '', sort: 0 })
      .returning({ id: orgUnit.id });
    await tx
      .update(orgUnit)
      .set({ path: `/${root.id}/` })
      .where(eq(orgUnit.id, root.id));

    const level2 = await tx
      .insert(orgUnit)
      .values([
        ...DEPARTMENTS.map((d, i) => ({
          parentId: root.id,
          kind: 'department' as const,
          code: d.code,
          name: d.name,
          path: '',
          sort: i + 1,
        })),
        ...REGIONS.map((r, i) => ({
          parentId: root.id,
          kind: 'region' as const,
          code: r.code,
          name: r.name,
          path: '',
          sort: DEPARTMENTS.length + i + 1,
        })),
      ])
      .returning({ id: orgUnit.id, code: orgUnit.code });
    await fillPaths(tx);
    const level2Ids = new Map(level2.map((u) => [u.code, u.id]));
    const regionIds = new Map<RegionKey, number>(REGIONS.map((r) => [r.key, lookup(level2Ids, r.code, 'region')]));

    await tx.insert(orgUnit).values(
      STORES.map((s, i) => ({
        parentId: lookup(regionIds, s.region, 'region'),
        kind: 'store' as const,
        code: s.code,
        name: s.name,
        path: '',
        sort: i + 1,
      })),
    );
    await fillPaths(tx);

    const units = await tx.select({ id: orgUnit.id, code: orgUnit.code, path: orgUnit.path }).from(orgUnit);
    const unitByCode = new Map(units.map((u) => [u.code, u]));

    const shops = await tx
      .insert(shop)
      .values(
        STORES.map((s) => ({
          orgUnitId: lookup(unitByCode, s.code, 'store').id,
          regionUnitId: lookup(regionIds, s.region, 'region'),
          code: s.code,
          name: s.name,
          province: s.province,
          city: s.city,
          address: s.address,
          isOpen: !s.closedDate,
          openedDate: s.openedDate,
          budgetHeadcount: s.budgetHeadcount,
          employingEntity: employingEntityOf(s),
        })),
      )
      .returning({ id: shop.id, code: shop.code });
    const shopIds = new Map(shops.map((s) => [s.code, s.id]));

    const positions = await tx
      .insert(position)
      .values(
        POSITIONS.map((p) => ({
          code: p.code,
          name: p.name,
          employeeType: p.employeeType,
          defaultRank: p.defaultRank,
          isActive: p.isActive ?? true,
        })),
      )
      .returning({ id: position.id, code: position.code });
    const positionIds = new Map(positions.map((p) => [p.code, p.id]));

    // Employees, in employee-number order.
    const employeeIds = new Map<string, number>();
    for (const part of chunk(plan.employees)) {
      const rows = await tx
        .insert(employee)
        .values(
          part.map((e) => {
            const unit = lookup(unitByCode, e.unitCode, 'org unit');
            return {
              employeeId: e.employeeId,
              name: e.name,
              gender: e.gender,
              identityNumber: e.identityNumber,
              phone: e.phone,
              email: e.email,
              birthDate: e.birthDate,
              employeeType: e.employeeType,
              status: e.status,
              orgUnitId: unit.id,
              orgPath: unit.path,
              shopId: e.shopCode ? lookup(shopIds, e.shopCode, 'shop') : null,
              positionId: lookup(positionIds, e.positionCode, 'position'),
              rank: e.rank,
              entryDate: e.entryDate,
              probationBeginDate: e.probationBeginDate,
              probationEndDate: e.probationEndDate,
              contractBeginDate: e.contractBeginDate,
              contractEndDate: e.contractEndDate,
              leaveDate: e.leaveDate,
              dishonorableDischarge: e.dishonorableDischarge,
            };
          }),
        )
        .returning({ id: employee.id, employeeId: employee.employeeId });
      for (const r of rows) employeeIds.set(r.employeeId, r.id);
    }

    const historyRows = plan.employees.flatMap((e) =>
      e.history.map((h) => ({
        employeeId: lookup(employeeIds, e.employeeId, 'employee'),
        kind: h.kind,
        field: 'status',
        oldValue: h.oldValue,
        newValue: h.newValue,
        effectiveDate: h.effectiveDate,
        remark: h.remark,
      })),
    );
    for (const part of chunk(historyRows)) await tx.insert(employeeHistory).values(part);

    // Roles and their menus.
    const roles = await tx
      .insert(role)
      .values(
        ROLES.map((r) => ({
          roleId: r.roleId,
          name: r.name,
          scopeKind: r.scopeKind,
          description: r.description,
          disabled: r.disabled ?? false,
        })),
      )
      .returning({ id: role.id, roleId: role.roleId });
    const roleIds = new Map(roles.map((r) => [r.roleId, r.id]));
    await tx.insert(roleMenuPermission).values(
      ROLES.flatMap((r) =>
        grantedKeys(r).map((menuCode) => ({
          roleRef: lookup(roleIds, r.roleId, 'role'),
          menuCode,
          isEdit: r.isEdit,
        })),
      ),
    );

    // Demo accounts.
    const employeeByAccount = new Map(plan.employees.filter((e) => e.account).map((e) => [e.account as string, e]));
    const unitIdOf = (org: AccountOrg): number => {
      switch (org.kind) {
        case 'company':
          return root.id;
        case 'department':
        case 'store':
          return lookup(unitByCode, org.code, 'org unit').id;
        case 'region':
          return lookup(regionIds, org.key, 'region');
      }
    };
    const users = await tx
      .insert(appUser)
      .values(
        DEMO_ACCOUNTS.map((a) => {
          const person = employeeByAccount.get(a.account);
          return {
            account: a.account,
            displayName: a.displayName,
            email: a.email,
            employeeRef: person ? lookup(employeeIds, person.employeeId, 'employee') : null,
            orgUnitId: unitIdOf(a.org),
            passwordHash: lookup(hashes, a.password, 'password'),
          };
        }),
      )
      .returning({ id: appUser.id, account: appUser.account });
    const userIds = new Map(users.map((u) => [u.account, u.id]));
    await tx
      .insert(userRole)
      .values(
        DEMO_ACCOUNTS.flatMap((a) =>
          a.roleIds.map((r) => ({ userId: lookup(userIds, a.account, 'user'), roleRef: lookup(roleIds, r, 'role') })),
        ),
      );

    // A few unread messages so the inbox is not empty on first sign-in.
    const horizon = addDays(reference, 60);
    const weekAgo = addDays(reference, -7);
    // In post (在职), as the home page's 60天内到期合同 and the staff list the store HR's link opens count them.
    const current = plan.employees.filter((e) => e.status === 1);
    const expiring = (store?: string) =>
      current.filter(
        (e) =>
          (!store || e.shopCode === store) &&
          e.contractEndDate &&
          e.contractEndDate >= reference &&
          e.contractEndDate <= horizon,
      ).length;
    const newHires = (store?: string) =>
      plan.employees.filter(
        (e) => (!store || e.shopCode === store) && e.entryDate >= weekAgo && e.entryDate < reference,
      ).length;
    const onboarding = (store?: string) =>
      plan.employees.filter((e) => (!store || e.shopCode === store) && e.status === 3).length;

    await tx.insert(message).values([
      {
        userId: lookup(userIds, 'hq_hr', 'user'),
        title: `欢迎使用${COMPANY.name}人力资源系统`,
        content: '周敏您好，您的账号已开通总部HR权限，可查看并处理全公司的人事事务。',
      },
      {
        userId: lookup(userIds, 'hq_hr', 'user'),
        title: `${expiring()} 份劳动合同将在60天内到期`,
        content: '请在合同续签列表中查看这些合同的续签审批进度，超过审批截止日期仍未办结的会标为超期。',
        // The renewals of exactly those contracts (the system starts them before the contract ends).
        link: listLink('/infotatistics/contract-renewal-list', {
          currentContractEndDay: { from: reference, to: horizon },
        }),
      },
      {
        userId: lookup(userIds, 'hq_hr', 'user'),
        title: `${onboarding()} 名员工正在办理入职`,
        content: `近7天共有 ${newHires()} 名新员工入职，另有 ${onboarding()} 名员工正在办理入职手续，请在待办任务中跟进。`,
        link: '/task',
      },
      {
        userId: lookup(userIds, 'sh001_hr', 'user'),
        title: `欢迎使用${COMPANY.name}人力资源系统`,
        content: '李婷您好，您的账号已开通店铺HR权限，可处理上海南京西路店（SH001）的人事事务。',
      },
      {
        userId: lookup(userIds, 'sh001_hr', 'user'),
        title: `SH001：${expiring('SH001')} 份劳动合同即将到期`,
        content: '本店有员工的劳动合同将在60天内到期，请在员工信息中查看，并在待办任务中处理续签审批。',
        // A store HR holds neither the renewal nor the contract list: their staff, by contract end.
        link: listLink('/basicData/staffList', { contractEndDate: { from: reference, to: horizon }, status: 1 }),
      },
      {
        userId: lookup(userIds, 'sh001_hr', 'user'),
        title: '新员工周报已更新',
        content: `本店近7天新入职 ${newHires('SH001')} 人，请核对入职资料并提交新员工周报。`,
        link: '/task',
      },
    ]);

    // Contracts, performance, three periods, salary changes and violations of the same people
    // (the demo company; module tests create their own).
    const basic = options.withBasicData ? await seedBasicData(tx, { reference }) : undefined;
    const transferSignings = options.withBasicData ? await seedDemoTransferSigns(tx, reference) : undefined;

    return {
      orgUnits: 1 + level2.length + STORES.length,
      shops: shops.length,
      employees: plan.employees.length,
      users: users.length,
      ...basic,
      transferSignings,
    };
  });
}

/** True when nothing has been seeded yet (no org unit exists). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: orgUnit.id }).from(orgUnit).limit(1);
  return rows.length === 0;
}

/** Every table of the schema, emptied in one statement, ids restarting at 1. */
export async function resetDatabase(db: Db): Promise<void> {
  // Derived from the schema module, so tables added later are emptied too.
  const tables: string[] = [];
  for (const value of Object.values(schema)) if (is(value, PgTable)) tables.push(`"${getTableName(value)}"`);
  await db.execute(sql.raw(`TRUNCATE TABLE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
}
