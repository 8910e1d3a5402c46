import { LANGUAGES } from '@cellar/validation';
import { OPINION_STATES } from '@cellar/validation/commerce';
import { type Command, Option } from 'commander';
import { addBulkOptions } from '../../bulk';
import type { RegisterCommands } from '../../cli-deps';
import { contextFor } from '../../context-for';
import { uploadAudience } from './audience-upload';
import { audienceCount, sendingProgress } from './newsletter-status';
import { listOpinions, type Moderation, moderateOpinions, type OpinionListOptions } from './opinions';
import { searchProducts } from './products-search';

const example = (lines: string[]) => `\nExample:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`;

/** `cellar newsletter ...`, `cellar opinions ...` and `cellar products search`. */
export const registerNews: RegisterCommands = (program, deps) => {
  const newsletter = program
    .command('newsletter')
    .description('a newsletter’s audience and sending (ID as the web shows it, e.g. 3_09_26_vuelta-al-cole)');

  newsletter
    .command('audience')
    .description('the newsletter’s audience email list')
    .command('upload')
    .description('upload a .txt list of emails (one a line, up to 1,000,000 lines): it replaces the filters')
    .argument('<id>', 'newsletter id, e.g. 10_12_26_packs-navidad')
    .argument('<file>', '.txt file, one email per line')
    .addHelpText(
      'after',
      example(['cellar newsletter audience upload 10_12_26_packs-navidad fixtures/audience/emails.txt']),
    )
    .action(async (id: string, file: string, _options: unknown, command: Command) => {
      await uploadAudience(contextFor(command, deps), id, file);
    });

  newsletter
    .command('count')
    .description('the audience count and its source (the uploaded list or the filters)')
    .argument('<id>', 'newsletter id')
    .addHelpText('after', example(['cellar newsletter count 10_12_26_packs-navidad']))
    .action(async (id: string, _options: unknown, command: Command) => {
      await audienceCount(contextFor(command, deps), id);
    });

  newsletter
    .command('progress')
    .description(
      'the sending’s counters (sent, nosent, norendered, total); --watch redraws them every 2 s until done',
    )
    .argument('<id>', 'newsletter id')
    .option('--watch', 'read again every 2 s until the sending is over')
    .addHelpText('after', example(['cellar newsletter progress 3_09_26_vuelta-al-cole --watch']))
    .action(async (id: string, options: { watch?: boolean }, command: Command) => {
      await sendingProgress(contextFor(command, deps), id, { watch: options.watch });
    });

  const opinions = program.command('opinions').description('moderate customer opinions (admin only)');

  opinions
    .command('list')
    .description(
      'one page of opinions of a state (10 a page, as the Opinions screen), or --all; filters: --shop, --lang, --search',
    )
    .addOption(
      new Option('--status <state>', 'pend (Pending), npub (Not Published) or publ (Published)')
        .choices([...OPINION_STATES])
        .default('pend'),
    )
    .addOption(new Option('--lang <code>', 'only opinions in this language').choices([...LANGUAGES]))
    .option('--search <text>', 'only opinions whose text contains it')
    .option('--page <n>', 'page to show, from 1')
    .option('--all', 'every page')
    .addHelpText(
      'after',
      example([
        'cellar opinions list --status pend --shop uk --page 2',
        'cellar opinions list --status publ --lang es --all --json',
      ]),
    )
    .action(async (options: OpinionListOptions, command: Command) => {
      const ctx = contextFor(command, deps);
      await listOpinions(ctx, options, command.optsWithGlobals<{ shop?: string }>().shop);
    });

  for (const action of ['publish', 'refuse'] as const satisfies readonly Moderation[]) {
    addBulkOptions(
      opinions
        .command(action)
        .description(
          action === 'publish'
            ? 'publish pending opinions, by id or from a file of ids (one a line)'
            : 'refuse pending opinions (they go to Not Published), by id or from a file of ids (one a line)',
        )
        .argument('[ids...]', 'opinion ids (id_opinion)')
        .option(
          '--file <ids.txt>',
          'a file of opinion ids, one a line: run with a journal, --resume after an interruption',
        ),
    )
      .addHelpText(
        'after',
        example([
          `cellar opinions ${action} ${action === 'publish' ? '101 102 103' : '104 105'}`,
          `cellar opinions ${action} --file fixtures/opinions/${action}-ids.txt`,
        ]),
      )
      .action(
        async (
          ids: string[],
          options: { file?: string; concurrency?: string; resume?: boolean; restart?: boolean },
          command: Command,
        ) => {
          await moderateOpinions(contextFor(command, deps), action, ids, options, command);
        },
      );
  }

  program
    .command('products')
    .description('catalogue products')
    .command('search')
    .description(
      'products whose reference, name or group contains QUERY (at most 50), as the web’s product picker',
    )
    .argument('<query>', 'text to search, 2 characters at least')
    .addHelpText('after', example(['cellar products search rioja', 'cellar products search rioja --json']))
    .action(async (query: string, _options: unknown, command: Command) => {
      await searchProducts(contextFor(command, deps), query);
    });
};
