/** Unit and CDK tests: the business clock pinned like the stacks' (test/support/relogio.ts), whatever the machine's clock says. */
import { fixarRelogioDosTestes } from "./relogio";

process.env.APP_ENV ??= "test";
fixarRelogioDosTestes();
