#!/usr/bin/env node
// The utf8-abnf command line. A check of files that are all UTF-8 ends here (quick-check.js);
// every other command, and every other check, runs with the full codec (commands.js).
import { checkedQuickly } from './quick-check.js';

// glibc gives memory freed at the top of a heap back to the system once 128 KiB of it is free, and
// V8's compiler threads free their memory after each function they optimize: each function then
// faults it in again (some 5,000 page faults in a run of notes). A freed block of 4 MiB raises that
// threshold to 8 MiB for the run (mallopt(3): the dynamic mmap threshold); elsewhere it is let go.
new ArrayBuffer(4 << 20);

const argv = process.argv.slice(2);
if (!(argv[0] === 'check' && checkedQuickly(argv.slice(1)))) {
  const { main } = await import('./commands.js');
  await main(argv);
}
