// Run by newsletter-audience.bench.ts in a process of its own, so the peak memory it reports is the upload's alone
// (not the bench runner's, nor the 100,000 customers of the @count bench). Prints one JSON line.
import { createReadStream } from 'node:fs';
import { openDatabase } from '../src/db/database';
import { storeAudienceEmails } from '../src/newsletters/audience-email-list';

const [file, databasePath] = process.argv.slice(2);
if (file === undefined || databasePath === undefined)
  throw new Error('usage: audience-upload-child FILE DATABASE');
const db = openDatabase(databasePath);
const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
}, 10);
const started = performance.now();
const answer = await storeAudienceEmails(db, 'bench', createReadStream(file, { highWaterMark: 256 * 1024 }), {
  user: 'bench',
  now: Date.now,
});
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
db.close();
// maxRSS is in kilobytes: the most this process ever held, the runtime's own start included.
const peakMb = process.resourceUsage().maxRSS / 1024;
process.stdout.write(
  `${JSON.stringify({ seconds, peakMb, beforeMb: rssBefore / 2 ** 20, uploadPeakMb: rssPeak / 2 ** 20, accepted: answer.accepted, duplicates: answer.duplicates, invalid: answer.invalid_count })}\n`,
);
