#!/usr/bin/env node
// The utf8-abnf command line. A check of files that are all UTF-8 ends here (quick-check.js);
// every other command, and every other check, runs with the full codec (commands.js).
import { checkedQuickly } from './quick-check.js';

const argv = process.argv.slice(2);
if (!(argv[0] === 'check' && checkedQuickly(argv.slice(1)))) {
  const { main } = await import('./commands.js');
  await main(argv);
}
