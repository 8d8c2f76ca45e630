// One lint for the whole repo (CI runs `npm run check`: type-check + lint).
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["node_modules/", "cdk.out/", "frontend/dist/", ".local/", "**/*.d.ts"] },
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
    // shared/ is pure: no AWS SDK, no React, nothing from the other folders (STYLE.md).
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["@aws-sdk/*", "react", "react-*", "../../functions/*", "../../frontend/*", "../../infra/*", "../../scripts/*"] },
      ],
    },
  },
);
