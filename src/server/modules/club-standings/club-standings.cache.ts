import { LISTENERS, type Listener } from '../../cluster/cache-registry.ts';
import type { Prepared } from '../../http/prepared.ts';
import type { Services } from '../../services.ts';
import {
  type ClubCount,
  databaseNow,
  onOwnConnection,
  readClubSnapshot,
  storeClubCount,
} from './club-standings.queries.ts';

// The club standings are counted once per change, never per request: counting means reading every account
// (1,000,000 in the bench), so a read serves the last count from this instance's memory and never waits for the
// next one. The count is stored in the database (club_standings, one row with a version), so one instance counts
// and every instance reads the result:
// 1. A change of points, accounts, teams or rounds (the change bus: places, players, fixtures) asks for a count
//    COUNT_SOON_MS later; a new prediction (who is active) COUNT_LATER_MS later. Further changes meanwhile ride
//    on the count already asked for, so a burst of predictions makes one count per COUNT_LATER_MS.
// 2. Every instance hears every change and asks; the count itself takes an advisory lock and skips when a count
//    that began after the asking instance heard its last change is stored already (club-standings.queries.ts), so
//    the instances that heard one change make one count, not one each.
// 3. A stored count is announced on the bus ('clubs'): every instance reads the row (a few KB) into memory, where
//    reads find it with its answers ready to send (http/prepared.ts).
// While this instance cannot hear the bus, every read reads the stored row (by primary key) instead of memory.
// An instance watches from its first read: one that never served the standings never counts them.

/** After a change of points, accounts, teams or rounds. */
const COUNT_SOON_MS = 250;
/** After a new prediction: it only makes a fan active. */
const COUNT_LATER_MS = 10_000;
/** A count that failed is asked for again this much later. */
const RETRY_MS = 5_000;
/** The stored row is read again after this long without news, against a notification lost on the way. */
const RECHECK_MS = 30_000;

export interface HeldCount {
  version: number;
  computedAt: Date;
  data: ClubCount;
  /** Answers built from this count, by view and page, as they are sent. */
  answers: Map<string, Prepared>;
}

interface State {
  held?: HeldCount;
  checkedAt: number;
  first?: Promise<HeldCount>;
  reloading?: Promise<void>;
  reloadAgain: boolean;
  /** When this instance last heard of a change (its clock): a count that began later covers it. */
  heardAt?: number;
  timer?: NodeJS.Timeout;
  dueAt: number;
  counting?: Promise<void>;
  countAgain: boolean;
  unsubscribe: (() => void)[];
  stopped: boolean;
}

type CountServices = Pick<Services, 'database' | 'db' | 'changes'>;

const states = new WeakMap<object, State>();

/** The standings this instance serves: the last count, read into memory on first use. */
export async function heldClubCount(services: CountServices): Promise<HeldCount> {
  const state = watch(services);
  if (!services.changes.trusted()) {
    await reload(services, state);
    if (state.held) return state.held;
  }
  if (state.held) {
    if (Date.now() - state.checkedAt > RECHECK_MS) void reload(services, state);
    return state.held;
  }
  state.first ??= firstLoad(services, state).finally(() => {
    state.first = undefined;
  });
  return state.first;
}

/** Settles once the counts asked for so far are stored and read (tests, benchmarks): a pending one runs now. */
export async function clubStandingsSettled(services: CountServices): Promise<void> {
  const state = states.get(services);
  if (!state) return;
  if (state.timer) {
    clearTimeout(state.timer);
    state.timer = undefined;
    void count(services, state);
  }
  while (state.counting || state.reloading) await (state.counting ?? state.reloading);
}

/** Stops watching (the app closes): no count is asked for any more, and the one running is waited for. */
export async function stopClubStandings(services: CountServices): Promise<void> {
  const state = states.get(services);
  if (!state) return;
  state.stopped = true;
  clearTimeout(state.timer);
  for (const off of state.unsubscribe) off();
  while (state.counting || state.reloading) await (state.counting ?? state.reloading);
}

function watch(services: CountServices): State {
  let state = states.get(services);
  if (state) return state;
  const created: State = {
    checkedAt: 0,
    reloadAgain: false,
    dueAt: 0,
    countAgain: false,
    unsubscribe: [],
    stopped: false,
  };
  state = created;
  states.set(services, created);
  const heard = (delayMs: number) => () => {
    created.heardAt = Date.now();
    ask(services, created, delayMs);
  };
  const on = (listener: Listener, handler: () => void) =>
    listener.topics.map((topic) => services.changes.subscribe(topic, handler));
  created.unsubscribe = [
    ...on(LISTENERS['club count soon'], heard(COUNT_SOON_MS)),
    ...on(LISTENERS['club count later'], heard(COUNT_LATER_MS)),
    ...on(LISTENERS['club reload'], () => void reload(services, created)),
  ];
  return created;
}

async function firstLoad(services: CountServices, state: State): Promise<HeldCount> {
  await reload(services, state);
  if (state.held) {
    // Counted before this instance watched: changes made meanwhile (while no instance was up) are counted now.
    ask(services, state, COUNT_SOON_MS);
    return state.held;
  }
  // Never counted (a new database): this read waits for the first count, once.
  await count(services, state);
  await reload(services, state);
  if (!state.held) throw new Error('club standings: no count stored');
  return state.held;
}

/** Asks for a count in `delayMs`, unless one is asked for sooner already. */
function ask(services: CountServices, state: State, delayMs: number): void {
  if (state.stopped) return;
  const due = Date.now() + delayMs;
  if (state.timer && state.dueAt <= due) return;
  clearTimeout(state.timer);
  state.dueAt = due;
  state.timer = setTimeout(() => {
    state.timer = undefined;
    void count(services, state);
  }, delayMs);
  state.timer.unref();
}

/** Counts (or finds a count that began since this was asked), then tells every instance. One at a time here. */
function count(services: CountServices, state: State): Promise<void> {
  if (state.counting) {
    state.countAgain = true;
    return state.counting;
  }
  const heardAt = state.heardAt;
  const run = async () => {
    try {
      const stored = await onOwnConnection(services.database, async (db) => {
        // When the last change was heard, on the database's clock: its clock now, less the time since (read before
        // asking, so the estimate is late by the round trip at most, never early). No change heard: from now.
        await databaseNow(db); // connects: the round trip measured next is one query's, not a connection's
        const asked = Date.now();
        const now = await databaseNow(db);
        const since = heardAt === undefined ? now : new Date(now.getTime() - Math.max(0, asked - heardAt));
        return storeClubCount(db, since);
      });
      if (stored === null) await reload(services, state);
      else await services.changes.announce('clubs');
    } catch {
      // The database did not answer: asked again later (the last count is served meanwhile).
      ask(services, state, RETRY_MS);
    }
  };
  state.counting = run().finally(() => {
    state.counting = undefined;
    if (state.countAgain && !state.stopped) {
      state.countAgain = false;
      void count(services, state);
    }
  });
  return state.counting;
}

/** Reads the stored count into memory when it is newer than the one held. One read at a time here. */
function reload(services: CountServices, state: State): Promise<void> {
  if (state.reloading) {
    state.reloadAgain = true;
    return state.reloading;
  }
  const run = async () => {
    const startedAt = Date.now();
    const snapshot = await readClubSnapshot(services.db, state.held?.version ?? 0);
    state.checkedAt = startedAt;
    if (snapshot && (!state.held || snapshot.version > state.held.version)) {
      state.held = { ...snapshot, answers: new Map() };
    }
  };
  state.reloading = run()
    .catch(() => {})
    .finally(() => {
      state.reloading = undefined;
      if (state.reloadAgain) {
        state.reloadAgain = false;
        void reload(services, state);
      }
    });
  return state.reloading;
}
