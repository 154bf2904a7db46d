// Imported first by server.ts, before React or Express load (they read NODE_ENV once, when they
// load): the built shop runs as production whichever way it was started (npm start, pnpm start,
// node server.ts), so no error ever shows a stack. The dev server is `react-router dev`.
process.env.NODE_ENV ||= 'production'
