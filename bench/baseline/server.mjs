// The baseline for the API-overhead benchmark: a bare node:http + pg server answering the same
// rows as GET /api/plans/list and GET /api/categories/list, with no framework, validation,
// security headers or sessions.
import http from 'node:http';
import pg from 'pg';

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
const server = http.createServer(async (req, res) => {
  const handler = routes[(req.url ?? '').split('?')[0]];
  if (!handler) {
    res.writeHead(404).end();
    return;
  }
  const body = JSON.stringify(await handler());
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
