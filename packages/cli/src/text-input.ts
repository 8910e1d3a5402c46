import { open } from 'node:fs/promises';
import {
  TextEncodingError,
  TextInputDecoder,
  type TextInputEncoding,
  type TextInputPlatform,
  textInputMessages,
} from '@cellar/validation';
import chardet from 'chardet';
import iconv from 'iconv-lite';
import type { Output } from './command-context';
import { UsageError } from './errors';
import { unreadableFile } from './input-file';

/** Node's side of the validation package's text input decoder: chardet guesses an encoding, iconv-lite decodes it. */
export const nodeTextInput: TextInputPlatform = { detect: chardet.detect, getDecoder: iconv.getDecoder };

/** A text file that cannot be read as text: a usage error naming the file and why (its encoding, or the line). */
export const textEncodingError = (file: string, error: TextEncodingError): UsageError =>
  new UsageError(`${file}: ${error.message}`, { nextStep: `Check the file ${file}.`, cause: error });

/**
 * A text file's text, chunk by chunk, read as `encoding` (what `scanTextFile` found), or as the decoder finds it
 * written when none is given. A file that cannot be read, or not as text, is a usage error naming it.
 */
export function readTextFile(file: string, encoding?: TextInputEncoding): AsyncGenerator<string> {
  return decodedChunks(file, new TextInputDecoder(nodeTextInput, { encoding }));
}

async function* decodedChunks(file: string, decoder: TextInputDecoder): AsyncGenerator<string> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    throw unreadableFile(file, error);
  }
  const input = handle.createReadStream({ highWaterMark: 256 * 1024 });
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) yield decoder.write(chunk);
    yield decoder.end();
  } catch (error) {
    if (error instanceof TextEncodingError) throw textEncodingError(file, error);
    if (error instanceof UsageError) throw error;
    throw unreadableFile(file, error);
  } finally {
    input.destroy();
    await handle.close().catch(() => {});
  }
}

/** What a first pass over a text file found: what it is written in, and its lines with something on them. */
export interface TextFileScan {
  encoding: TextInputEncoding;
  /** Non-empty lines (a line of only a CR is empty): a row count for a progress bar, before the rows are read. */
  lines: number;
}

/**
 * Reads a bulk command's input file once before anything is sent, to know how it is written: UTF-8 (with or
 * without BOM), UTF-16 with its BOM, or Windows-1252 / Latin-1 as detected, which it says on stderr ('FILE: not
 * UTF-8, read as windows-1252'); any other encoding is a usage error naming it. Every later pass reads the file
 * so (`readTextFile(file, scan.encoding)`). Tens of MB a second: a million-line file costs about a second.
 */
export async function scanTextFile(file: string, stderr: Output): Promise<TextFileScan> {
  const decoder = new TextInputDecoder(nodeTextInput);
  let lines = 0;
  /** The line being read has something other than a CR on it. */
  let content = false;
  for await (const text of decodedChunks(file, decoder)) {
    let from = 0;
    for (let end = text.indexOf('\n'); ; end = text.indexOf('\n', from)) {
      const length = (end === -1 ? text.length : end) - from;
      if (length > 1 || (length === 1 && text.charCodeAt(from) !== 13)) content = true;
      if (end === -1) break;
      if (content) lines += 1;
      content = false;
      from = end + 1;
    }
  }
  if (content) lines += 1;
  if (decoder.encoding !== 'UTF-8') stderr.write(`${textInputMessages.readAs(file, decoder.encoding)}\n`);
  return { encoding: decoder.encoding, lines };
}
