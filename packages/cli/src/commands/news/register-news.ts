import type { Command } from 'commander';
import { contextFor, type RegisterCommands } from '../../cli';
import { uploadAudience } from './audience-upload';
import { audienceCount, sendingProgress } from './newsletter-status';
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
