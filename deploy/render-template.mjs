#!/usr/bin/env node
// Fills the ${NAME} placeholders of a deploy template (nginx, Varnish) from NAME=value arguments
// or the environment, leaving every other `$` (nginx's own variables) alone:
//   node deploy/render-template.mjs deploy/nginx/verdant-lb.conf.template \
//     VERDANT_LB_LISTEN=127.0.0.1:8080 VERDANT_INSTANCE_1=127.0.0.1:3001 VERDANT_INSTANCE_2=127.0.0.1:3002 > verdant-lb.conf
import fs from 'node:fs';

const [template, ...assignments] = process.argv.slice(2);
if (!template) {
  process.stderr.write('usage: node deploy/render-template.mjs TEMPLATE [NAME=value ...] > OUTPUT\n');
  process.exit(2);
}
const values = { ...process.env };
for (const assignment of assignments) {
  const at = assignment.indexOf('=');
  if (at > 0) values[assignment.slice(0, at)] = assignment.slice(at + 1);
}
const missing = new Set();
const text = fs.readFileSync(template, 'utf8').replace(/\$\{(VERDANT_[A-Z0-9_]+)\}/g, (_match, name) => {
  if (values[name] === undefined || values[name] === '') missing.add(name);
  return values[name] ?? '';
});
if (missing.size > 0) {
  process.stderr.write(`missing values for: ${[...missing].join(', ')}\n`);
  process.exit(1);
}
process.stdout.write(text);
