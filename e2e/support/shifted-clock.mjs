// Loaded with `node --import` into a browser test's server (portal.ts) when E2E_CLOCK_SHIFT_MS is
// set: the server's Date reads that many milliseconds later than the real clock, so a test can
// picture a teaching day whatever today is (clock.ts). The app's one clock, `app.now()`, is
// `new Date()`; report workers inherit the flag. Test support only: nothing ships it.
const shift = Number(process.env.E2E_CLOCK_SHIFT_MS);

if (Number.isFinite(shift) && shift !== 0) {
  const RealDate = Date;
  const now = () => RealDate.now() + shift;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) =>
      property === 'now' ? now : Reflect.get(target, property, receiver),
  });
}
