import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { madridDay } from '@cellar/validation';
import { z } from 'zod';
import { type Db, getMeta, setMeta } from '../db/database';
import type { Clock } from '../http/clock';
import { WarehouseCostStore } from './warehouse-cost-store';

export const WAREHOUSE_COST_FIXTURES_LOADED_KEY = 'erp_warehouse_cost_fixtures_loaded';
export const WAREHOUSE_COST_FIXTURE_FILE = join('erp', 'warehouse-costs.json');

const fileSchema = z.object({
  costs: z.array(z.object({ months_ago: z.number().int().min(0), cost: z.number().nonnegative() })),
});

/** The first day (yyyy-MM-dd) of the Madrid month `monthsAgo` before the day of `at`. */
const monthStart = (at: number, monthsAgo: number): string => {
  const [year, month] = madridDay(at).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - monthsAgo, 1)).toISOString().slice(0, 10);
};

/**
 * Loads `fixtures/erp/warehouse-costs.json` once (after the orders: the costs count their bottles), under its own
 * meta key, so the Import cost warehouse screen has a cost on a fresh start. Each cost is registered as the screen
 * registers one, for a month relative to the day of loading.
 */
export function loadWarehouseCostFixtures(db: Db, fixturesDir: string, now: Clock): { loaded: number } {
  const file = join(fixturesDir, WAREHOUSE_COST_FIXTURE_FILE);
  if (getMeta(db, WAREHOUSE_COST_FIXTURES_LOADED_KEY) !== undefined || !existsSync(file))
    return { loaded: 0 };
  const { costs } = fileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const store = new WarehouseCostStore(db, now);
  db.transaction(() => {
    for (const { months_ago, cost } of costs) store.register({ date: monthStart(now(), months_ago), cost });
    setMeta(db, WAREHOUSE_COST_FIXTURES_LOADED_KEY, new Date(now()).toISOString());
  })();
  return { loaded: costs.length };
}
