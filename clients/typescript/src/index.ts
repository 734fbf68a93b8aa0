/**
 * A typed client of the Choco referee: the types of every request and answer, generated from
 * the service's OpenAPI document (`src/schema.d.ts`, by openapi-typescript), and calls through
 * openapi-fetch. A legal-moves entry's `move` is the game's own move type, so it can be pushed
 * onto a history's `moves` as it is (a complete legal move), or filled anew from `choose`.
 */
import createClient from "openapi-fetch";
import type { Client, ClientOptions } from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type { components, paths };
export type Schemas = components["schemas"];

/** The open fields of an entry, each with the values it may take (API.md Part 1). */
export type Choose = Schemas["LegalMoveChoose"];
/** One open field's values: `one_of`, `min`/`max` or `subset_of`/`min_items`/`max_items`. */
export type Choice = Choose[string];

/** A client of the referee at `baseUrl` (e.g. `https://referee.example`). */
export function refereeClient(baseUrl: string, options: Omit<ClientOptions, "baseUrl"> = {}): Client<paths> {
  return createClient<paths>({ ...options, baseUrl });
}

/** Picks a value an open field allows (return `null` to leave the field out, where allowed). */
export type Picker = (field: string, choice: Choice) => unknown;

/** The first value an open field allows: the one an entry's `move` already holds. */
export function firstAllowed(choice: Choice): unknown {
  if ("one_of" in choice) return choice.one_of[0];
  if ("min" in choice) return choice.min;
  return choice.subset_of.slice(0, choice.min_items);
}

/** Whether `value` is one the open field allows (null: the field left out, where allowed). */
export function allows(choice: Choice, value: unknown): boolean {
  const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
  if ("one_of" in choice) return choice.one_of.some((v) => same(v, value));
  if ("min" in choice) return Number.isInteger(value) && choice.min <= Number(value) && Number(value) <= choice.max;
  if (!Array.isArray(value) || value.length < choice.min_items || value.length > choice.max_items) return false;
  const distinct = new Set(value.map((v) => JSON.stringify(v)));
  return distinct.size === value.length && value.every((v) => choice.subset_of.some((p) => same(p, v)));
}

/**
 * The entry's move with each open field set to what `pick` chooses (checked against `choose`;
 * `null` leaves the field out). The result is of the entry's own move type, ready to append.
 */
export function fill<M extends { type: string }>(entry: { move: M; choose?: Choose }, pick: Picker): M {
  let move: M = entry.move;
  for (const [field, choice] of Object.entries(entry.choose ?? {})) {
    const value = pick(field, choice);
    if (!allows(choice, value)) throw new RangeError(`${field}: ${JSON.stringify(value)} is not allowed`);
    move = { ...move, [field]: value ?? undefined }; // undefined: left out of the JSON sent
  }
  return move;
}
