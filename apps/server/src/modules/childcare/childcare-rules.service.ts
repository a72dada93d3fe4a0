import {
  CHILDCARE_RULE_EXPORT_COLUMNS,
  CHILDCARE_RULE_FILTERS,
  type CHILDCARE_RULE_SORTS,
  msg,
  type TChildcareRuleListRequest,
  ZSaveChildcareRuleRequestSchema,
} from '@hris/contract';
import { and, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { errors, fieldRefusals } from '../../http/errors';
import type { ListSpec } from '../../lists/list-query';
import { ScopedRecords } from '../../lists/scoped-records';
import { presentRule, ruleSheetRow } from './childcare.presenter';
import * as repo from './childcare.repository';
import { areaText } from './entitlement';
import { childcareRule } from './tables';

const invalidRule = fieldRefusals(ZSaveChildcareRuleRequestSchema);

const ruleSpec: ListSpec<keyof typeof CHILDCARE_RULE_FILTERS, keyof typeof CHILDCARE_RULE_SORTS> = {
  filterDefs: CHILDCARE_RULE_FILTERS,
  filterColumns: {
    province: { columns: [childcareRule.province] },
    city: { columns: [childcareRule.city] },
    // Rules in force at some day of the range.
    effectiveFrom: {
      build: (f) =>
        f.kind === 'dateRange'
          ? and(
              f.to ? sql`${childcareRule.effectiveFrom} <= ${f.to}::date` : undefined,
              f.from ? sql`coalesce(${childcareRule.effectiveTo}, '9999-12-31'::date) >= ${f.from}::date` : undefined,
            )
          : undefined,
    },
  },
  sortKeys: {
    province: { expr: sql`${childcareRule.province} || '|' || ${childcareRule.city}`, type: 'text' },
    effectiveFrom: { expr: childcareRule.effectiveFrom, type: 'date' },
    daysPerYear: { expr: childcareRule.daysPerYear, type: 'int' },
  },
  defaultSort: { field: 'province', direction: 'asc' },
  idColumn: childcareRule.id,
};

/** Area rules are company-wide (every store's HR reads the rule of its area; head office keeps them). */
const rules = new ScopedRecords({
  spec: ruleSpec,
  page: repo.findRulePage,
  count: repo.countRules,
  present: presentRule,
  export: {
    title: '省市育儿假',
    action: 'childcare.rule.export',
    columns: CHILDCARE_RULE_EXPORT_COLUMNS,
    present: ruleSheetRow,
  },
  record: { what: msg('childcare.ruleNoun'), find: (db, id) => repo.findRule(db, id) },
});

/** 育儿假 rules by province or city (ChildcareOfArea): the list, the area choices, adding, changing, deleting. */
export class ChildcareRulesService {
  constructor(private readonly db: Db) {}

  listRules(auth: AuthContext, input: TChildcareRuleListRequest) {
    return rules.list(this.db, auth, input);
  }

  exportRules(actor: Actor, input: TChildcareRuleListRequest) {
    return rules.exportList(this.db, actor, input);
  }

  async ruleDetail(auth: AuthContext, id: number) {
    return presentRule(await rules.find(this.db, auth, id));
  }

  async areaOptions() {
    const areas = await repo.storeAreas(this.db);
    const byProvince = new Map<string, string[]>();
    for (const a of areas) byProvince.set(a.province, [...(byProvince.get(a.province) ?? []), a.city]);
    return [...byProvince].map(([province, cities]) => ({ province, cities }));
  }

  /**
   * Adds a rule, or with `id` changes one: refused when its period meets another rule of the same
   * province/city. Checked under the area's advisory lock; the unique index answers the same
   * message if a writer skipped it. Logged with before and after.
   */
  async saveRule(actor: Actor, input: z.output<typeof ZSaveChildcareRuleRequestSchema>) {
    const area = { province: input.province, city: input.city === input.province ? '' : input.city };
    const values = {
      ...area,
      daysPerYear: input.daysPerYear,
      maxAge: input.maxAge,
      effectiveFrom: input.effectiveFrom,
      effectiveTo: input.effectiveTo ?? null,
      remark: input.remark,
    };
    return this.db.transaction(async (tx) => {
      if (!(await repo.hasStoreIn(tx, area))) {
        throw invalidRule(
          area.city ? 'city' : 'province',
          msg('childcare.unknownArea', { area: areaText(area.province, area.city) }),
        );
      }
      const before = input.id ? await repo.findRule(tx, input.id) : undefined;
      if (input.id && !before) throw errors.notFound(msg('childcare.ruleNoun'));
      await repo.lockArea(tx, area);
      const [clash] = await repo.findOverlappingRules(tx, area, {
        from: values.effectiveFrom,
        to: values.effectiveTo,
        exceptId: input.id,
      });
      const overlap = (c: { effectiveFrom: string; effectiveTo: string | null }) =>
        invalidRule(
          'effectiveFrom',
          msg('childcare.ruleOverlap', {
            area: areaText(area.province, area.city),
            from: c.effectiveFrom,
            to: c.effectiveTo ?? msg('childcare.openEnded'),
          }),
        );
      if (clash) throw overlap(clash);
      let id = input.id;
      try {
        if (id) await repo.updateRule(tx, id, values);
        else id = await repo.insertRule(tx, values, actor.auth.userId);
      } catch (error) {
        if (isUniqueViolation(error, 'childcare_rule_area_from_uq')) throw overlap(values);
        throw error;
      }
      await audit(tx, actor, {
        action: before ? 'childcare.rule.update' : 'childcare.rule.create',
        target: `childcareRule:${id}`,
        summary: { id, before: before ? presentRule(before) : null, after: values },
      });
      return { id: id as number, updated: Boolean(before) };
    });
  }

  async deleteRule(actor: Actor, id: number) {
    await this.db.transaction(async (tx) => {
      const before = await repo.findRule(tx, id);
      if (!before) throw errors.notFound(msg('childcare.ruleNoun'));
      await repo.deleteRule(tx, id);
      await audit(tx, actor, {
        action: 'childcare.rule.delete',
        target: `childcareRule:${id}`,
        summary: { id, before: presentRule(before), after: null },
      });
    });
  }
}
