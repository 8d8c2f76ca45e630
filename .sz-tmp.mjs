import { build } from "esbuild";
import { gzipSync } from "node:zlib";
const casos = {
  reactdom: `import { createRoot } from "react-dom/client"; console.log(createRoot);`,
  react: `import * as R from "react"; console.log(R);`,
  routerData: `import { createBrowserRouter, RouterProvider, Link, NavLink, useNavigate, useParams, useRouteError, Navigate, Outlet } from "react-router-dom"; console.log(createBrowserRouter, RouterProvider, Link, NavLink, useNavigate, useParams, useRouteError, Navigate, Outlet);`,
  routerDecl: `import { BrowserRouter, Routes, Route, Link, NavLink, useNavigate, useParams, Navigate, Outlet } from "react-router"; console.log(BrowserRouter, Routes, Route, Link, NavLink, useNavigate, useParams, Navigate, Outlet);`,
  query: `import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query"; console.log(QueryClient, QueryClientProvider, useQuery);`,
  zod: `import { z } from "zod"; console.log(z.object({a: z.string()}));`,
  zodmini: `import * as z from "zod/mini"; console.log(z.object({a: z.string()}));`,
  primeapi: `import { addLocale, locale, PrimeReactProvider } from "primereact/api"; console.log(addLocale, locale, PrimeReactProvider);`,
  primebutton: `import { Button } from "primereact/button"; console.log(Button);`,
  amplifyAuth: `import { Amplify } from "aws-amplify"; import { fetchAuthSession, signIn, signOut } from "aws-amplify/auth"; console.log(Amplify, fetchAuthSession, signIn, signOut);`,
  dompurify: `import DOMPurify from "dompurify"; console.log(DOMPurify);`,
  rhf: `import { useForm, Controller } from "react-hook-form"; console.log(useForm, Controller);`,
};
for (const [k, src] of Object.entries(casos)) {
  try {
  const r = await build({ stdin: { contents: src, resolveDir: process.cwd(), loader: "js" }, bundle: true, minify: true, write: false, format: "esm", define: { "process.env.NODE_ENV": '"production"' }, logLevel: "silent" });
  const b = r.outputFiles[0].contents; console.log(k.padEnd(14), String(b.length).padStart(8), (gzipSync(b).length / 1024).toFixed(1), "KiB gz");
  } catch (e) { console.log(k, "erro", e.message.slice(0, 100)); }
}
