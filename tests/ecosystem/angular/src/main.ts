// The Angular app of setups.test.js: the page's script (tests/ecosystem/setups/page-main.js).
import '../page-main.js';
