import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer } from "source-map-js";
const dir = "frontend/dist/assets/";
const pat = new RegExp(process.argv[2]);
for (const f of readdirSync(dir).filter((f) => f.endsWith(".js") && pat.test(f))) {
  const code = readFileSync(dir + f, "utf8"); const map = new SourceMapConsumer(JSON.parse(readFileSync(dir + f + ".map", "utf8")));
  const lines = code.split("\n"); const agg = {};
  let prev = null;
  map.eachMapping((m) => { if (prev) { const l = lines[prev.generatedLine - 1]; const fim = m.generatedLine === prev.generatedLine ? m.generatedColumn : l.length; const s = prev.source ?? "?"; const mm = s.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/); const k = mm ? mm[1] : s.replace(/.*frontend\/src\//, "src/").replace(/.*shared\//, "shared/"); (agg[k] ??= []).push(l.slice(prev.generatedColumn, fim)); } prev = m; });
  console.log("==", f, code.length, (gzipSync(code).length/1024).toFixed(1));
  for (const [k, v] of Object.entries(agg).map(([k, v]) => [k, gzipSync(v.join("")).length]).sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(((v/1024).toFixed(1)).padStart(8), k);
}
