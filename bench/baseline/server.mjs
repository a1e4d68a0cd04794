// The baseline for the API-overhead benchmark: a bare node:http + pg server answering the same
// rows as GET /api/plans/list and GET /api/categories/list, with no framework, validation,
// security headers or sessions; and, for the signed-in reads (GET /api/users/me, /api/library),
// what the database alone must do for them: it verifies the access token of the cookie (HS256,
// as the app does) and runs the very statements the app ran for that call (recorded on the wire,
// BASELINE_PLANS: a JSON file of route → statement waves), concurrently where the app did.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { sendJson, serve, verifiedSession } from './bare.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const rows = async (text) => (await pool.query(text)).rows;
const routes = {
  '/api/plans/list': async () => ({
    success: true,
    plans: await rows(
      'select id as "_id", name, slug, description, price::float8 as price, currency, duration_days as "durationDays", features, category_access as "categoryAccess", full_category_access as "fullCategoryAccess", is_active as "isActive", "order", created_at as "createdAt" from plans where is_active order by "order", name',
    ),
  }),
  '/api/categories/list': async () => ({
    success: true,
    data: await rows(
      'select id as "_id", name, slug, description, json_build_object(\'coverImageName\', cover_image_name, \'coverImageUrl\', cover_image_url) as "coverImage", is_active as "isActive", "order" from categories where not is_deleted and is_active order by "order", name',
    ),
  }),
};
const plans = process.env.BASELINE_PLANS ? JSON.parse(readFileSync(process.env.BASELINE_PLANS, 'utf8')) : {};
for (const [route, waves] of Object.entries(plans)) {
  routes[route] = async (req) => {
    if (!(await verifiedSession(req))) return null;
    const data = [];
    for (const wave of waves) {
      const answers = await Promise.all(wave.map((s) => pool.query({ text: s.text, values: s.values })));
      for (const a of answers) data.push(a.rows);
    }
    return { success: true, data };
  };
}
const server = http.createServer(async (req, res) => {
  const handler = routes[(req.url ?? '').split('?')[0]];
  if (!handler) {
    res.writeHead(404).end();
    return;
  }
  const answer = await handler(req);
  if (answer === null) {
    res.writeHead(401).end();
    return;
  }
  sendJson(res, answer);
});
serve(server, pool);
