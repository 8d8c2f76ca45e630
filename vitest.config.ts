import { defineConfig } from "vitest/config";

// One runner for every kind of test; `npm test` runs all projects (scripts/test.ts).
export default defineConfig({
  test: {
    reporters: ["default"],
    projects: [
      {
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts", "test/unit/**/*.test.tsx"],
          environment: "node",
          setupFiles: ["test/support/relogio-setup.ts"],
        },
      },
      {
        test: {
          name: "infra",
          include: ["test/infra/**/*.test.ts"],
          environment: "node",
          setupFiles: ["test/support/relogio-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["test/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/support/global-setup.ts"],
          setupFiles: ["test/support/worker-setup.ts"],
          // A test may wait ESPERA_FLUXO_MS (test/support/fluxo.ts) more than once for the stream.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.e2e.test.ts"],
          environment: "node",
          globalSetup: ["test/support/e2e-setup.ts"],
          setupFiles: ["test/support/worker-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
