/**
 * A player that knows no game: it deals, asks legal-moves, appends one entry's move as the
 * entry gives it (or with its open fields filled anew from `choose`, by the typed helper),
 * until the game is finished, then scores it. It reads nothing of any game's rules: only the
 * family contract (API.md Part 1), through the types generated from the OpenAPI document.
 */
import { fill } from "../src/index.js";
import type { Choice, Choose } from "../src/index.js";

/** What the player needs of a game's paths, typed by the game's history and entry types. */
export interface Table<M extends { type: string }, H extends { moves?: M[] }, E extends Entry<M>> {
  readonly slug: string;
  deal(players: string[], variants: readonly string[], seed: number): Promise<H>;
  legalMoves(history: H): Promise<{ moves: E[]; finished: boolean; to_act: string[] }>;
  score(history: H): Promise<{ provisional: boolean; winners: string[] }>;
}

/** The family's shape of a legal-moves entry (API.md Part 1). */
export interface Entry<M> {
  move: M;
  choose?: Choose;
  probability?: string;
}

/** A seeded generator (mulberry32): the same games every run. */
export class Random {
  private state: number;
  constructor(seed: number) { this.state = seed >>> 0; }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  below(n: number): number { return Math.floor(this.next() * n); }
  pick<T>(items: readonly T[]): T {
    const item = items[this.below(items.length)];
    if (item === undefined) throw new RangeError("nothing to pick from");
    return item;
  }
}

/** A value an open field allows, a boundary half of the time. */
export function anyAllowed(random: Random): (field: string, choice: Choice) => unknown {
  return (_field, choice) => {
    if ("one_of" in choice) return random.pick(choice.one_of);
    if ("min" in choice) {
      const { min, max } = choice;
      return random.pick([min, max, min + random.below(max - min + 1)]);
    }
    const count = choice.min_items + random.below(choice.max_items - choice.min_items + 1);
    const pool = [...choice.subset_of];
    const out: unknown[] = [];
    while (out.length < count) out.push(pool.splice(random.below(pool.length), 1)[0]);
    return out;
  };
}

export interface Played { slug: string; players: number; variants: readonly string[]; moves: number; winners: string[] }

/** One game dealt for these players and variants, played to its end and scored. */
export async function playOne<M extends { type: string }, H extends { moves?: M[] }, E extends Entry<M>>(
  table: Table<M, H, E>, players: string[], variants: readonly string[], seed: number, maxMoves: number,
): Promise<Played> {
  const random = new Random(seed);
  const dealt = await table.deal(players, variants, seed);
  const moves: M[] = dealt.moves ?? [];  // a deal answers `moves: []`; a history may leave them out where the game allows
  const history: H = { ...dealt, moves };
  for (let n = 0; n <= maxMoves; n++) {
    const answer = await table.legalMoves(history);
    if (answer.finished !== (answer.moves.length === 0)) throw new Error(`${table.slug}: finished means nothing to append`);
    if (answer.finished) {
      const score = await table.score(history);
      if (score.provisional) throw new Error(`${table.slug}: a finished game scored as provisional`);
      return { slug: table.slug, players: players.length, variants, moves: moves.length, winners: score.winners };
    }
    const entry = pickEntry(answer.moves, random);
    // the entry's move as it is (a complete legal move), or filled anew from `choose`
    moves.push(random.below(2) === 0 ? entry.move : fill(entry, anyAllowed(random)));
  }
  throw new Error(`${table.slug}: not finished after ${maxMoves} moves`);
}

/** A kind of move first, then an entry of it (so that no long list drowns the rest); at a
 * chance point, by the probabilities half of the time. */
function pickEntry<M extends { type: string }, E extends Entry<M>>(entries: E[], random: Random): E {
  const chance = entries.filter((e) => e.probability !== undefined);
  if (chance.length === entries.length && random.below(2) === 0) {
    let left = random.next();
    for (const e of chance) {
      const [n, d] = (e.probability ?? "0/1").split("/").map(Number);
      left -= (n ?? 0) / (d ?? 1);
      if (left < 0) return e;
    }
  }
  const kinds = [...new Set(entries.map((e) => e.move.type))].sort();
  const kind = random.pick(kinds);
  return random.pick(entries.filter((e) => e.move.type === kind));
}
