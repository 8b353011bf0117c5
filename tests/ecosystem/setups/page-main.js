// The app in a page: the answer, or why there is none, in #result.
import { answer } from './app.js';

const result = document.getElementById('result');
answer().then(
  (text) => {
    result.textContent = text;
  },
  (error) => {
    result.textContent = `failed: ${error.message}`;
  },
);
