// The app as a Cloudflare worker: the answer as the response.
import { answer } from './app.js';

export default {
  async fetch() {
    return new Response(await answer());
  },
};
