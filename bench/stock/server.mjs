// The stock app's server: json-server 0.17 serving the stock build and its REST router, with the
// small translation ra-data-simple-rest needs (sort/range/filter → _sort/_order/_start/_end, and a
// Content-Range header). `node bench/stock/server.mjs <build dir> <port> <records>`; prints "ready".
import console from 'node:console';
import process from 'node:process';
import jsonServer from 'json-server';

const [dir, port = '0', count = '10000'] = process.argv.slice(2);
const n = Number(count);
const db = {
  posts: Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    title: `Post ${String(i + 1).padStart(6, '0')}`,
    body: 'Lorem ipsum dolor sit amet. '.repeat(3),
    published_at: new Date(Date.UTC(2026, 0, 1) + i * 60000).toISOString(),
    views: (i * 7919) % 1000,
  })),
  comments: Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    post_id: (i % n) + 1,
    author: `Reader ${i % 97}`,
    body: 'Nice post.',
    created_at: new Date(Date.UTC(2026, 0, 2) + i * 60000).toISOString(),
  })),
};

const app = jsonServer.create();
app.use(jsonServer.defaults({ static: dir, logger: false }));
app.use('/api', (req, res, next) => {
  if (req.method === 'GET' && (req.query.sort || req.query.range || req.query.filter)) {
    const q = {};
    const parse = (v, d) => {
      try {
        return JSON.parse(v);
      } catch {
        return d;
      }
    };
    const [field, order] = parse(req.query.sort, ['id', 'ASC']);
    const [start, end] = parse(req.query.range, [0, 9]);
    const filter = parse(req.query.filter, {});
    q._sort = field;
    q._order = String(order).toLowerCase();
    q._start = String(start);
    q._end = String(end + 1);
    for (const [k, v] of Object.entries(filter)) q[k === 'q' ? 'q' : k] = String(v);
    req.query = q;
    const send = res.send.bind(res);
    res.send = (body) => {
      const total = res.get('X-Total-Count');
      if (total !== undefined) res.set('Content-Range', `${req.path.slice(1)} ${start}-${end}/${total}`);
      return send(body);
    };
  }
  next();
});
app.use('/api', jsonServer.router(db));
const server = app.listen(Number(port), '127.0.0.1', () => console.log(`ready: http://127.0.0.1:${server.address().port}`));
