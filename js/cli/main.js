#!/usr/bin/env node
// The utf8-abnf command line. A check of files that are all UTF-8 ends here (quick-check.js);
// every other command, and every other check, runs with the full codec (commands.js).
import { checkedQuickly } from './quick-check.js';

// glibc gives memory freed at the top of a heap back to the system once 128 KiB of it is free, and
// V8's compiler threads free their memory after each function they optimize, so each function
// faults it in again (tests/bench/README.md, round 26). A block of 4 MiB, dropped here and
// freed at the first collection, raises that threshold to 8 MiB (mallopt(3): glibc's dynamic mmap
// threshold); other allocators only free it.
new ArrayBuffer(4 << 20);

const argv = process.argv.slice(2);
if (!(argv[0] === 'check' && checkedQuickly(argv.slice(1)))) {
  const { main } = await import('./commands.js');
  await main(argv);
}
