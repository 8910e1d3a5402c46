import { type CellarClient, type ErpOpinion, type Settled, settleEach } from '@cellar/sdk';
import { commerceMessages, OPINIONS_PAGE_SIZE, type OpinionState } from '@cellar/validation/commerce';
import type { Command } from 'commander';
import { bulkOptionsOf, classifyError, reportBulk, resumeCommandLine, withBulkRun } from '../../bulk';
import { reasonOf } from '../../bulk/retry';
import { type CommandContext, printResult } from '../../command-context';
import { fromSdkError, RowsFailedError, UsageError } from '../../errors';
import { scanTextFile } from '../../text-input';
import { sessionClient } from '../session-client';
import { checkOpinionIdsFile, notAnOpinionId, opinionIdRows, opinionIdsOfArgs } from './opinion-ids';
import { formatOpinions, formatOpinionsFooter } from './opinions-format';

const messages = commerceMessages.opinions;

/** The server's page size limit: `--all` reads pages this big. */
const ALL_PAGE_SIZE = 100;

export interface OpinionListOptions {
  status: OpinionState;
  lang?: string;
  search?: string;
  /** From 1, as people count. */
  page?: string;
  all?: boolean;
}

function pageOf(raw: string | undefined): number {
  if (raw === undefined) return 1;
  const page = Number(raw);
  if (!/^\d+$/.test(raw) || page < 1)
    throw new UsageError(`--page must be a whole number from 1, not ${raw}.`);
  return page;
}

/**
 * `cellar opinions list`: one page of opinions of a state (10 a page, as the Opinions screen), or `--all` of them,
 * filtered as the screen's filters column does (language, shop, search).
 */
export async function listOpinions(
  ctx: CommandContext,
  options: OpinionListOptions,
  shop?: string,
): Promise<void> {
  if (options.all && options.page !== undefined)
    throw new UsageError('Use either --page or --all, not both.');
  const page = pageOf(options.page);
  const client = await sessionClient(ctx);
  const filters = {
    status: options.status,
    idioma: options.lang,
    shop,
    q: options.search?.trim() || undefined,
  };
  const list = (query: { page: number; page_size: number }) =>
    client.erp.opinions.list({ ...filters, ...query }).catch((error: unknown) => {
      throw fromSdkError(error);
    });

  if (!options.all) {
    const answer = await list({ page: page - 1, page_size: OPINIONS_PAGE_SIZE });
    const footer = formatOpinionsFooter({
      status: options.status,
      total: answer.total,
      page,
      pageSize: OPINIONS_PAGE_SIZE,
    });
    if (!ctx.json) ctx.stderr.write(`${footer}\n`);
    printResult(ctx, answer.items.length === 0 ? 'No opinions' : formatOpinions(answer.items), {
      status: options.status,
      page,
      page_size: OPINIONS_PAGE_SIZE,
      total: answer.total,
      items: answer.items,
    });
    return;
  }

  const items: ErpOpinion[] = [];
  let total = 0;
  for (let index = 0; ; index += 1) {
    const answer = await list({ page: index, page_size: ALL_PAGE_SIZE });
    total = answer.total;
    items.push(...answer.items);
    if (answer.items.length < ALL_PAGE_SIZE || items.length >= total) break;
  }
  if (!ctx.json)
    ctx.stderr.write(`${formatOpinionsFooter({ status: options.status, total, pageSize: ALL_PAGE_SIZE })}\n`);
  printResult(ctx, items.length === 0 ? 'No opinions' : formatOpinions(items), {
    status: options.status,
    total: items.length,
    items,
  });
}

export type Moderation = 'publish' | 'refuse';

/** The Opinions screen's call and toasts for each action. */
const MODERATIONS = {
  publish: {
    call: (client: CellarClient, id: number) => client.erp.opinions.publish(id),
    done: messages.published,
    failed: messages.publishFailed,
  },
  refuse: {
    call: (client: CellarClient, id: number) => client.erp.opinions.refuse(id),
    done: messages.rejected,
    failed: messages.rejectFailed,
  },
} as const;

/** A refusal of this opinion in the screen's words plus the server's reason. */
const refusal = (action: Moderation, error: unknown) => `${MODERATIONS[action].failed} (${reasonOf(error)})`;

/**
 * Publishes or refuses one opinion: the answer for a refusal of this opinion (a 409 when it is not pending, a 404),
 * in the screen's words plus the server's reason; anything that would fail every other opinion too (the backend
 * unreachable, 429/503, the session over) is thrown for the caller to stop or retry.
 */
async function moderateOne(
  client: CellarClient,
  action: Moderation,
  id: number,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    await MODERATIONS[action].call(client, id);
    return { ok: true };
  } catch (error) {
    if (classifyError(error) !== 'fail') throw error;
    return { ok: false, reason: refusal(action, error) };
  }
}

/**
 * `cellar opinions publish|refuse ID... | --file ids.txt`. A few ids typed on the line go one after the other; a
 * file goes through the bulk runner (journal, `--resume`, progress, failed-rows file). Neither call is idempotent
 * (a second publish is a 409: the opinion is no longer pending), so they are never retried and a row sent by a
 * killed run is reported as uncertain rather than sent again.
 */
export async function moderateOpinions(
  ctx: CommandContext,
  action: Moderation,
  ids: readonly string[],
  options: { file?: string; concurrency?: string; resume?: boolean; restart?: boolean },
  command: Command,
): Promise<void> {
  if (options.file !== undefined && ids.length > 0) {
    throw new UsageError('Give the opinion ids either on the command line or with --file, not both.');
  }
  if (options.file === undefined && ids.length === 0) {
    throw new UsageError('Which opinions? Give their ids, or --file ids.txt (one id a line).');
  }
  const name = `opinions ${action}`;
  if (options.file === undefined) {
    if (options.resume || options.restart) throw new UsageError('--resume and --restart go with --file.');
    const client = await sessionClient(ctx);
    await moderateIds(ctx, client, action, opinionIdsOfArgs(ids), name);
    return;
  }

  const file = options.file;
  const bulk = bulkOptionsOf(options);
  const spec = {
    command: name,
    inputFile: file,
    idempotent: false,
    resumeCommand: resumeCommandLine(command),
  };
  await withBulkRun(ctx, spec, bulk, async (run) => {
    const { encoding } = await run.interruptible(scanTextFile(file, ctx.stderr));
    const total = await run.interruptible(checkOpinionIdsFile(file, encoding));
    const client = await run.interruptible(sessionClient(ctx));
    const result = await run.send<number>({
      rows: (async function* () {
        for await (const row of opinionIdRows(file, encoding)) {
          // Checked above; a line changed since then fails unsent rather than reaching the server.
          const invalid = Number.isNaN(row.id) ? notAnOpinionId(row.text) : undefined;
          yield { line: row.line, key: String(row.line), value: row.id, ...(invalid ? { invalid } : {}) };
        }
      })(),
      total,
      unit: 'opinions',
      send: (rows) => Promise.all(rows.map((row) => moderateOne(client, action, row.value))),
      failedRecord: (row) => ({ id: String(row.value) }),
    });
    reportBulk(ctx, result);
  });
}

/** A few ids from the command line, one after the other: each one's message, then the count of failures. */
async function moderateIds(
  ctx: CommandContext,
  client: CellarClient,
  action: Moderation,
  ids: readonly number[],
  name: string,
): Promise<void> {
  let outcomes: Settled<number, unknown>[];
  try {
    // The admin's bulk publish and refuse run the same batch (settleEach), several at a time.
    outcomes = await settleEach(ids, (id) => MODERATIONS[action].call(client, id), {
      stopOn: (error) => classifyError(error) !== 'fail',
      onSettled: (outcome) => {
        if (ctx.json) return;
        if (outcome.ok) ctx.stdout.write(`${outcome.item}: ${MODERATIONS[action].done}\n`);
        else ctx.stderr.write(`${outcome.item}: ${refusal(action, outcome.error)}\n`);
      },
    });
  } catch (error) {
    throw fromSdkError(error);
  }
  const results = outcomes.map((outcome) =>
    outcome.ok
      ? { id: outcome.item, ok: true as const }
      : { id: outcome.item, ok: false as const, reason: refusal(action, outcome.error) },
  );
  const failed = results.filter((result) => !result.ok).length;
  if (ctx.json) printResult(ctx, '', { command: name, done: results.length - failed, failed, results });
  if (failed > 0) throw new RowsFailedError(`${failed} of ${results.length} opinions failed.`);
}
