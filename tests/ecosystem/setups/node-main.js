// The app as a program (Node, Bun, Deno): the answer on stdout.
import { answer } from './app.js';

console.log(await answer());
