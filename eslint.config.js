// One lint for the whole repo (CI runs `npm run check`: type-check + lint).
import { readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import tseslint from "typescript-eslint";

/** A value read through `z.core` or `z.locales` keeps that whole namespace, every locale included (~360 KB): import the name from "zod/v4/core". Types (`z.core.$ZodType`) are fine. */
const ZOD_NAMESPACE_INTEIRO = {
  selector: "MemberExpression[object.name='z'][property.name=/^(core|locales)$/]",
  message: 'A value from `z.core`/`z.locales` bundles all of zod core and its locales: `import { $ZodError } from "zod/v4/core"` instead.',
};
const ZOD_CLASSICO = ["zod", "zod/v4", "zod/v4/classic"].map((name) => ({
  name,
  message: 'Use zod\'s mini build: `import * as z from "zod/mini"` (or shared/zod.ts, with the pt-BR messages).',
}));

/** Every backend domain (a folder of functions/ with its index.ts); lib/ is shared plumbing, not a domain. */
const FUNCOES = fileURLToPath(new globalThis.URL("./functions/", import.meta.url));
const DOMINIOS = readdirSync(FUNCOES).filter((d) => d !== "lib" && statSync(FUNCOES + d).isDirectory());

/** A domain reaches another only through that domain's index.ts (STYLE.md, bulletproof-react's import zones). */
const SO_PELO_INDEX = DOMINIOS.map((dominio) => ({
  files: [`functions/${dominio}/**/*.ts`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: ZOD_CLASSICO,
        patterns: [
          {
            group: DOMINIOS.filter((o) => o !== dominio).flatMap((o) => [`../${o}/*`, `../../${o}/*`, `../../../${o}/*`]),
            message: 'Um domínio usa outro só pelo index.ts dele (STYLE.md): importe de "../<domínio>" e exporte lá o que faltar.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ["node_modules/", "cdk.out/", "frontend/dist/", ".local/", ".tmp/", "**/*.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "no-console": "off",
    },
  },
  {
    files: ["test/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    // Lambda code: functions/ and shared/ declare `sideEffects` in their package.json so esbuild
    // drops what a function does not use (infra/constructs/empacotamento.ts); an import for its
    // side effects alone would be dropped too. zod's `z` object drags in every locale.
    files: ["functions/**/*.ts", "shared/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[specifiers.length=0][importKind!='type']",
          message: "functions/ and shared/ are side-effect free (their package.json): import a name, not a module for its effects.",
        },
        {
          selector: "ImportDeclaration[source.value=/(^|\\/)zod$/] > ImportSpecifier[imported.name='z'], ImportDeclaration[source.value='zod'] > ImportDefaultSpecifier",
          message: "Use `import * as z from ...`: the `z` object is zod's whole namespace, every locale included (~250 KB per Lambda).",
        },
        ZOD_NAMESPACE_INTEIRO,
      ],
    },
  },
  {
    // zod's classic build (method chains) is ~95 KB minified in every Lambda and the SPA: schemas use the mini build.
    files: ["functions/**/*.ts", "shared/**/*.ts", "frontend/src/**/*.{ts,tsx}", "scripts/**/*.ts", "test/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { paths: ZOD_CLASSICO }] },
  },
  {
    files: ["frontend/src/**/*.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", ZOD_NAMESPACE_INTEIRO] },
  },
  {
    // shared/ is pure: no AWS SDK, no React, nothing from the other folders (STYLE.md).
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ZOD_CLASSICO,
          patterns: ["@aws-sdk/*", "react", "react-*", "../../functions/*", "../../frontend/*", "../../infra/*", "../../scripts/*"],
        },
      ],
    },
  },
  ...SO_PELO_INDEX,
);
