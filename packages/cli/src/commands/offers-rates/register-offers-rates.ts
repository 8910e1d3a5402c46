import type { Command } from 'commander';
import type { RegisterCommands } from '../../cli-deps';
import { contextFor } from '../../context-for';
import { addCreateOptions, type CreateFlags, createFromFile } from './create-from-file';
import { type CreateKind, offerKind, rateKind } from './kinds';

const OFFERS_EXAMPLE = `
Columns (header line first; percentages 0 to 100; dates yyyy-MM-dd or yyyy-MM-dd HH:mm:ss, Madrid time):
  id_tipo,id_producto,fecha_desde,fecha_hasta,descuento_oferta,uni_compra,uni_promo,cantidad_precio_especial,descuento_especial,caducable

Example:
  $ cellar offers create fixtures/bulk/offers-good.csv --dry-run
  $ cellar offers create fixtures/bulk/offers-good.csv
`;

const RATES_EXAMPLE = `
Columns (header line first; pais one or more countries separated by spaces; dates yyyy-MM-dd or
yyyy-MM-dd HH:mm:ss, Madrid time; minimums in the country's currency, at most 2 decimals, 0 or empty for dtp):
  pais,tarifa,desde,hasta,cart_amount,min_precio_uni

Example:
  $ cellar shipping-rates create fixtures/bulk/shipping-rates-good.csv --dry-run
  $ cellar shipping-rates create fixtures/bulk/shipping-rates-good.csv
`;

function addCreate<T>(
  parent: Command,
  kind: CreateKind<T>,
  what: string,
  example: string,
  deps: Parameters<RegisterCommands>[1],
) {
  const create = parent
    .command('create')
    .description(
      `create ${what} from a CSV file: every row is checked first (as the add drawer checks it, and for overlaps); nothing is sent while a row is invalid`,
    )
    .argument('<file>', 'CSV file, one row per record');
  addCreateOptions(create)
    .addHelpText('after', example)
    .action(async (file: string, options: CreateFlags, command: Command) => {
      await createFromFile(contextFor(command, deps), kind, file, options, command);
    });
}

/** `cellar offers create FILE.csv` and `cellar shipping-rates create FILE.csv`. */
export const registerOffersRates: RegisterCommands = (program, deps) => {
  const offers = program
    .command('offers')
    .description('offers (time-limited discounts, promotions, special prices)');
  addCreate(offers, offerKind, 'offers', OFFERS_EXAMPLE, deps);
  const rates = program.command('shipping-rates').description('free shipping rates');
  addCreate(rates, rateKind, 'free shipping rates (one per country of a row)', RATES_EXAMPLE, deps);
};
