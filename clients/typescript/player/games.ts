/**
 * The five games' paths, as a player that knows no game needs them: each a `Table` of its own
 * types (its history, its moves, its legal-moves entries), every answer checked against the
 * document. Nothing here knows a rule: only each game's paths and type names.
 */
import type { Client } from "openapi-fetch";
import type { Schemas, paths } from "../src/index.js";
import type { Contract } from "./contract.js";
import { type Entry, type Played, type Table, playOne } from "./play.js";

type Checked = { data?: unknown; error?: unknown; response: Response };

/** The answer's body, once the contract says it is what the document says (a 200 expected). */
function ok<T>(contract: Contract, path: string, answer: { data?: T; error?: unknown; response: Response }): T {
  const { response } = answer;
  const body = answer.data ?? answer.error;
  contract.check("POST", path, response.status, response.headers.get("content-type") ?? "", body);
  if (answer.data === undefined || response.status !== 200) {
    throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(body).slice(0, 400)}`);
  }
  return answer.data;
}

/** The variants of a deal, each listed one on. */
function on(variants: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(variants.map((v) => [v, true]));
}

/** A game's table, seen from the outside: its slug and how to play one game at it (each table
 * keeps its own move, history and entry types inside). */
export interface Seat {
  readonly slug: string;
  play(players: string[], variants: readonly string[], seed: number, maxMoves: number): Promise<Played>;
}

function seat<M extends { type: string }, H extends { moves?: M[] }, E extends Entry<M>>(table: Table<M, H, E>): Seat {
  return { slug: table.slug, play: (players, variants, seed, maxMoves) => playOne(table, players, variants, seed, maxMoves) };
}

/** A game without variants: its deals list none, and none is sent. */
function none(variants: readonly string[]): Record<string, never> {
  if (variants.length > 0) throw new Error(`variants ${variants.join(", ")} for a game that has none`);
  return {};
}

export function tables(client: Client<paths>, contract: Contract) {
  const chocoLate: Table<Schemas["ChocoLateMove"], Schemas["ChocoLateHistory"], Schemas["ChocoLateLegalMove"]> = {
    slug: "choco-late",
    deal: async (players, variants, seed) =>
      ok(contract, "/choco-late/deal", await client.POST("/choco-late/deal", { body: { players, seed, variants: on(variants) } })),
    legalMoves: async (history) =>
      ok(contract, "/choco-late/legal-moves", await client.POST("/choco-late/legal-moves", { body: history })),
    score: async (history) =>
      ok(contract, "/score/choco-late", await client.POST("/score/choco-late", { body: { game: history } })),
  };
  const chocoChallenge: Table<Schemas["ChocoChallengeMove"], Schemas["ChocoChallengeHistory"], Schemas["ChocoChallengeLegalMove"]> = {
    slug: "choco-challenge",
    deal: async (players, variants, seed) =>
      ok(contract, "/choco-challenge/deal", await client.POST("/choco-challenge/deal", { body: { players, seed, variants: on(variants) } })),
    legalMoves: async (history) =>
      ok(contract, "/choco-challenge/legal-moves", await client.POST("/choco-challenge/legal-moves", { body: history })),
    score: async (history) =>
      ok(contract, "/score/choco-challenge", await client.POST("/score/choco-challenge", { body: { game: history } })),
  };
  const chocola: Table<Schemas["ChocolaMove"], Schemas["ChocolaHistory"], Schemas["ChocolaLegalMove"]> = {
    slug: "chocola",
    deal: async (players, variants, seed) => {
      const dealt = ok(contract, "/chocola/deal", await client.POST("/chocola/deal", { body: { players, seed, variants: on(variants) } }));
      if ("move" in dealt) throw new Error("/chocola/deal: a phase-2 deal move where a history was asked for");
      return dealt;  // narrowed: the history
    },
    legalMoves: async (history) =>
      ok(contract, "/chocola/legal-moves", await client.POST("/chocola/legal-moves", { body: history })),
    score: async (history) =>
      ok(contract, "/score/chocola", await client.POST("/score/chocola", { body: { game: history } })),
  };
  const chokoMannaro: Table<Schemas["ChokoMannaroMove"], Schemas["ChokoMannaroHistory"], Schemas["ChokoMannaroLegalMove"]> = {
    slug: "chokomannaro",
    deal: async (players, variants, seed) =>
      ok(contract, "/chokomannaro/deal", await client.POST("/chokomannaro/deal", { body: { players, seed, variants: none(variants) } })),
    legalMoves: async (history) =>
      ok(contract, "/chokomannaro/legal-moves", await client.POST("/chokomannaro/legal-moves", { body: history })),
    score: async (history) =>
      ok(contract, "/score/chokomannaro", await client.POST("/score/chokomannaro", { body: { game: history } })),
  };
  const chokoMasquerade: Table<Schemas["ChokoMasqueradeMove"], Schemas["ChokoMasqueradeHistory"], Schemas["ChokoMasqueradeLegalMove"]> = {
    slug: "chokomasquerade",
    deal: async (players, variants, seed) =>
      ok(contract, "/chokomasquerade/deal", await client.POST("/chokomasquerade/deal", { body: { players, seed, variants: none(variants) } })),
    legalMoves: async (history) =>
      ok(contract, "/chokomasquerade/legal-moves", await client.POST("/chokomasquerade/legal-moves", { body: history })),
    score: async (history) =>
      ok(contract, "/score/chokomasquerade", await client.POST("/score/chokomasquerade", { body: { game: history } })),
  };
  return [seat(chocoLate), seat(chocoChallenge), seat(chocola), seat(chokoMannaro), seat(chokoMasquerade)];
}
